import { agoraApi } from '../../api/agoraApi';
import { ERROR_MESSAGES } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import { combinePatches } from '../../api/patchEverywhere';
import type { Post, PostsQuery } from '../../api/types';
import { postsApi, restoreRequest, restoredTags } from '../posts/postsApi';

/** The moderator area's deleted posts, newest deletion first: one page of them. */
export const deletedPostsQuery = (
  page: number,
  pageSize: number,
  author?: string,
): PostsQuery => ({
  status: 'deleted',
  author,
  orderBy: 'deleted',
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * Restoring from the deleted posts list: the post leaves every cached page
 * of deleted posts at click time, comes back there with an alert if the
 * server refuses, and reappears in its lists once restored (restoredTags).
 * The post page's banner and the deletion notice restore with
 * `restorePost`, which shows its failure where the person clicked instead.
 */
export const moderateApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    restoreDeletedPost: build.mutation<Post, Post['id']>({
      query: restoreRequest,
      invalidatesTags: restoredTags,
      onQueryStarted: (id, api) =>
        runOptimistic(api, {
          item: { type: 'Post', id },
          message: ERROR_MESSAGES.restorePost,
          apply: () => {
            const state = api.getState() as Parameters<
              typeof postsApi.util.selectCachedArgsForQuery
            >[0];
            const deletedPages = postsApi.util
              .selectCachedArgsForQuery(state, 'getPosts')
              .filter(arg => arg.status === 'deleted');
            return combinePatches(
              deletedPages.map(arg =>
                api.dispatch(
                  postsApi.util.updateQueryData('getPosts', arg, list => {
                    const before = list.posts.length;
                    list.posts = list.posts.filter(post => post.id !== id);
                    list.total -= before - list.posts.length;
                  }),
                ),
              ),
            );
          },
        }),
    }),
  }),
});

export const { useRestoreDeletedPostMutation } = moderateApi;
