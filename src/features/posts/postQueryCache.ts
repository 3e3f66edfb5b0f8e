import type { Draft, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Post } from '../../api/types';
import { withData } from '../../api/optimistic';
import { collectionsApi } from '../collections/collectionsApi';
import { postsApi } from './postsApi';

/** The part of onQueryStarted's api the cache walk needs. */
export interface CacheApi {
  // `any` as in RTK's own lifecycle api type, so any endpoint can pass its api.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, any, UnknownAction>;
  getState: () => unknown;
}

/**
 * Applies `recipe` to post `postId` wherever the cache holds it: its single
 * read, every cached posts query and preset list, and every cached
 * collection. Returns one undo for all of them.
 */
export function patchPostEverywhere(
  { dispatch, getState }: CacheApi,
  postId: Post['id'],
  recipe: (post: Draft<Post>) => void,
) {
  const state = getState() as Parameters<typeof postsApi.util.selectCachedArgsForQuery>[0];
  const patches = [
    dispatch(postsApi.util.updateQueryData('getPost', postId, withData(recipe))),
    ...postsApi.util.selectCachedArgsForQuery(state, 'getPosts').map(arg =>
      dispatch(
        postsApi.util.updateQueryData(
          'getPosts',
          arg,
          withData(draft => {
            draft.posts.filter(p => p.id === postId).forEach(recipe);
          }),
        ),
      ),
    ),
    ...postsApi.util.selectCachedArgsForQuery(state, 'getPostList').map(arg =>
      dispatch(
        postsApi.util.updateQueryData(
          'getPostList',
          arg,
          withData(draft => {
            draft.posts.filter(p => p.id === postId).forEach(recipe);
          }),
        ),
      ),
    ),
    ...collectionsApi.util.selectCachedArgsForQuery(state, 'getCollection').map(arg =>
      dispatch(
        collectionsApi.util.updateQueryData(
          'getCollection',
          arg,
          withData(draft => {
            draft.posts?.filter(p => p.id === postId).forEach(recipe);
          }),
        ),
      ),
    ),
  ];
  return {
    undo: () => [...patches].reverse().forEach(patch => patch.undo()),
  };
}
