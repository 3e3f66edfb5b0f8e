import type { Draft } from '@reduxjs/toolkit';
import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { runOptimistic, type OptimisticApi } from '../../api/optimistic';
import { patchEverywhere, type CacheApi } from '../../api/patchEverywhere';
import { aggregatesChanged } from '../../api/tags';
import { postSchema, type Post } from '../../api/types';
import {
  applyFavorite,
  applyServerVote,
  applyVote,
  voteValue,
} from './postCache';
import { FAVORITES } from './postsApi';

/** @public */
export type VotePostArg = Pick<Post, 'id'> & { vote: 'up' | 'down' };

/** The server answers votes with the post; anything else is not trusted. */
const isPost = (data: unknown, id: number): data is Post =>
  typeof data === 'object' &&
  data !== null &&
  (data as Post).id === id &&
  typeof (data as Post).score === 'number';

type LifecycleApi = OptimisticApi<Post> & CacheApi;

/** A guess about post `id` shown in every cached copy of it. */
function postChange(
  api: LifecycleApi,
  id: number,
  guess: (post: Draft<Post>) => void,
  message: string,
  settle?: (data: Post) => void,
) {
  return runOptimistic(api, {
    item: { type: 'Post', id },
    apply: () => patchEverywhere(api, { type: 'Post', id }, guess),
    message,
    settle,
  });
}

/** After a vote the server's score wins; without one, reread the post. */
const settleVote = (api: LifecycleApi, id: number) => (data: unknown) => {
  if (isPost(data, id)) {
    patchEverywhere(api, { type: 'Post', id }, post =>
      applyServerVote(post, data),
    );
  } else {
    api.dispatch(agoraApi.util.invalidateTags([{ type: 'Post', id }]));
  }
};

/** Votes and favourites: the fast toggles on a post, all optimistic. */
export const postVotesApi = agoraApi.injectEndpoints({
  endpoints: build => {
    /** Sets or clears the favourite flag in every cached copy at once. */
    const favoriteMutation = (favorite: boolean) => {
      const message = favorite
        ? ERROR_MESSAGES.favorite
        : ERROR_MESSAGES.unfavorite;
      return build.mutation<Post, Post['id']>({
        query: (id): AgoraRequest => ({
          url: favorite
            ? apiPath`/posts/${id}/favorite`
            : apiPath`/posts/${id}/unfavorite`,
          ids: [id],
          errorMessage: message,
          response: postSchema,
        }),
        // Only favourites lists gain or lose a row; elsewhere the flag is patched.
        invalidatesTags: (_post, error) =>
          error ? [] : [{ type: 'Post', id: FAVORITES }],
        onQueryStarted: (id, api) =>
          postChange(api, id, post => applyFavorite(post, favorite), message),
      });
    };
    return {
      votePost: build.mutation<Post, VotePostArg>({
        query: ({ id, vote }): AgoraRequest => ({
          url:
            vote === 'up'
              ? apiPath`/posts/${id}/upvote`
              : apiPath`/posts/${id}/downvote`,
          ids: [id],
          errorMessage: ERROR_MESSAGES.votePost,
          response: postSchema,
        }),
        // The post itself is patched; vote totals and rankings move.
        invalidatesTags: post =>
          post ? aggregatesChanged('global', 'rankings') : [],
        onQueryStarted: ({ id, vote }, api) =>
          postChange(
            api,
            id,
            post => applyVote(post, voteValue(vote)),
            ERROR_MESSAGES.votePost,
            settleVote(api, id),
          ),
      }),
      deletePostVote: build.mutation<Post, Post['id']>({
        query: (id): AgoraRequest => ({
          url: apiPath`/posts/${id}/vote`,
          method: 'DELETE',
          ids: [id],
          errorMessage: ERROR_MESSAGES.deletePostVote,
          response: postSchema,
        }),
        invalidatesTags: post =>
          post ? aggregatesChanged('global', 'rankings') : [],
        onQueryStarted: (id, api) =>
          postChange(
            api,
            id,
            post => applyVote(post, undefined),
            ERROR_MESSAGES.deletePostVote,
            settleVote(api, id),
          ),
      }),
      favoritePost: favoriteMutation(true),
      unfavoritePost: favoriteMutation(false),
    };
  },
});

export const {
  useVotePostMutation,
  useDeletePostVoteMutation,
  useFavoritePostMutation,
  useUnfavoritePostMutation,
} = postVotesApi;
