import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { LIST, providesList } from '../../api/tags';
import type {
  Post,
  PostListPreset,
  PostRequest,
  PostsQuery,
  PostsResponse,
} from '../../api/types';

/** Arguments of `GET /posts/list/{list}`: a preset plus the usual filters. */
export type GetPostListArg = PostsQuery & { list: PostListPreset };
/** @public */
export type UpdatePostArg = PostRequest & Pick<Post, 'id'>;
/** @public */
export type DeletePostArg = Pick<Post, 'id'> & { reason?: string };

/** No access to a list reads as an empty list (spec §6). */
export const EMPTY_POSTS: PostsResponse = { posts: [], total: 0 };

/**
 * Id of a tag only favourites lists provide, so (un)favouriting refreshes
 * those lists and leaves every other list alone.
 */
export const FAVORITES = 'FAVORITES';

/**
 * Id of a tag only the `followed` preset provides: following a tag, entity
 * or user changes which posts it holds, and no other list.
 */
export const FOLLOWED_FEED = 'FOLLOWED';

function providesPosts(result: PostsResponse | undefined, _error: unknown, arg: PostsQuery) {
  const tags = providesList('Post', result?.posts.map(p => p.id));
  return arg.favorite ? [...tags, { type: 'Post' as const, id: FAVORITES }] : tags;
}

/** Posts: lists, single reads and their lifecycle. Votes live in postVotesApi. */
export const postsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getPosts: build.query<PostsResponse, PostsQuery>({
      query: (query): AgoraRequest => ({
        url: '/posts/query',
        method: 'POST',
        body: query,
        errorMessage: ERROR_MESSAGES.fetchPosts,
        forbiddenValue: EMPTY_POSTS,
      }),
      providesTags: providesPosts,
    }),
    getPostList: build.query<PostsResponse, GetPostListArg>({
      query: ({ list, ...params }): AgoraRequest => ({
        url: apiPath`/posts/list/${list}`,
        params,
        errorMessage: ERROR_MESSAGES.fetchPosts,
        forbiddenValue: EMPTY_POSTS,
      }),
      providesTags: (result, error, arg) => [
        ...providesPosts(result, error, arg),
        ...(arg.list === 'followed' ? [{ type: 'Post' as const, id: FOLLOWED_FEED }] : []),
      ],
    }),
    getPost: build.query<Post, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/posts/${id}`,
        ids: [id],
        errorMessage: ERROR_MESSAGES.fetchPost,
      }),
      // Answers are tagged too, so an answer change refreshes its question.
      providesTags: (post, _error, id) => [
        { type: 'Post', id },
        ...(post?.answers ?? []).map(a => ({ type: 'Answer' as const, id: a.id })),
      ],
    }),
    createPost: build.mutation<Post, PostRequest>({
      query: (body): AgoraRequest => ({
        url: '/posts',
        method: 'POST',
        body,
        errorMessage: ERROR_MESSAGES.createPost,
      }),
      // New tags are created with the post and counts change.
      invalidatesTags: (post) =>
        post
          ? [
              { type: 'Post', id: LIST },
              { type: 'Tag', id: LIST },
              { type: 'Entity', id: LIST },
            ]
          : [],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The question page opens right after asking: no second round trip.
          dispatch(
            postsApi.util.upsertQueryData('getPost', data.id, {
              answers: [],
              comments: [],
              ...data,
            }),
          );
        } catch {
          // The hook's error state reports it.
        }
      },
    }),
    updatePost: build.mutation<Post, UpdatePostArg>({
      query: ({ id, ...body }): AgoraRequest => ({
        url: apiPath`/posts/${id}`,
        method: 'POST',
        body,
        ids: [id],
        errorMessage: ERROR_MESSAGES.updatePost,
      }),
      invalidatesTags: (post, _error, { id }) =>
        post ? [{ type: 'Post', id }, { type: 'Tag', id: LIST }] : [],
    }),
    deletePost: build.mutation<boolean, DeletePostArg>({
      query: ({ id, reason }): AgoraRequest => ({
        url: apiPath`/posts/${id}`,
        method: 'DELETE',
        body: { reason },
        ids: [id],
        success: true,
      }),
      // Lists holding the post provide its tag, so they drop it too.
      invalidatesTags: (ok, _error, { id }) => (ok ? [{ type: 'Post', id }] : []),
    }),
    restorePost: build.mutation<Post, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/posts/${id}/restore`,
        method: 'POST',
        ids: [id],
        errorMessage: ERROR_MESSAGES.restorePost,
      }),
      // A restored post is in no cached list yet, so lists refetch as well.
      invalidatesTags: (post, _error, id) =>
        post ? [{ type: 'Post', id }, { type: 'Post', id: LIST }] : [],
    }),
    clickLink: build.mutation<boolean, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/posts/${id}/click`,
        method: 'PUT',
        ids: [id],
        success: true,
      }),
      // The server counts one click per user, so only it knows the new count.
      invalidatesTags: (ok, _error, id) => (ok ? [{ type: 'Post', id }] : []),
    }),
  }),
});

export const {
  useGetPostsQuery,
  useGetPostListQuery,
  useGetPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useRestorePostMutation,
  useClickLinkMutation,
} = postsApi;
