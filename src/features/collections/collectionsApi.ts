import { agoraApi } from '../../api/agoraApi';
import {
  apiPath,
  type AgoraExtra,
  type AgoraRequest,
} from '../../api/baseQuery';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { ERROR_MESSAGES, type AgoraApiError } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import { patchEverywhere } from '../../api/patchEverywhere';
import { LIST, providesList } from '../../api/tags';
import {
  collectionSchema,
  collectionsResponseSchema,
  type Collection,
  type CollectionRequest,
  type CollectionsQuery,
  type CollectionsResponse,
  type Post,
  type RankMove,
} from '../../api/types';
import { applyMembership, applyRankMove, cachedPost } from './collectionCache';
import { inTurn, movesInFlight } from './rankQueue';

/** @public */
export type UpdateCollectionArg = CollectionRequest & Pick<Collection, 'id'>;
/** @public */
export type DeleteCollectionArg = Pick<Collection, 'id'> & { reason?: string };
/** Adding or removing one post. @public */
export type CollectionPostArg = Pick<Collection, 'id'> & { postId: Post['id'] };
/** @public */
export type MovePostInCollectionArg = CollectionPostArg & { rank: RankMove };

/** No access to the list reads as an empty list (403 means no access). */
export const EMPTY_COLLECTIONS: CollectionsResponse = {
  collections: [],
  total: 0,
};

/** Collections: lists, single reads, their posts and rank moves. */
export const collectionsApi = agoraApi.injectEndpoints({
  endpoints: build => {
    // Adding and removing one post: the same call but for its method, and
    // the same optimistic patch but for the direction.
    const membership = (add: boolean) =>
      build.mutation<Collection, CollectionPostArg>({
        query: ({ id, postId }): AgoraRequest => ({
          url: apiPath`/collections/${id}/posts`,
          method: add ? 'POST' : 'DELETE',
          body: { postId },
          ids: [id, postId],
          errorMessage: add
            ? ERROR_MESSAGES.addToCollection
            : ERROR_MESSAGES.removeFromCollection,
          response: collectionSchema,
        }),
        invalidatesTags: (result, _error, { id }) =>
          result ? [{ type: 'Collection', id }] : [],
        async onQueryStarted({ id, postId }, api) {
          const post = cachedPost(api.getState(), postId);
          await runOptimistic(api, {
            item: { type: 'Collection', id },
            apply: () =>
              patchEverywhere(api, { type: 'Collection', id }, c =>
                applyMembership(c, post ?? { id: postId }, add),
              ),
            message: add
              ? ERROR_MESSAGES.addToCollection
              : ERROR_MESSAGES.removeFromCollection,
          });
        },
      });
    return {
      getCollections: build.query<CollectionsResponse, CollectionsQuery>({
        query: (query): AgoraRequest => ({
          url: '/collections/query',
          method: 'POST',
          body: query,
          forbiddenValue: EMPTY_COLLECTIONS,
          response: collectionsResponseSchema,
        }),
        providesTags: result =>
          providesList(
            'Collection',
            result?.collections.map(c => c.id),
          ),
      }),
      getCollection: build.query<Collection, Collection['id']>({
        query: (id): AgoraRequest => ({
          url: apiPath`/collections/${id}`,
          ids: [id],
          response: collectionSchema,
        }),
        // Its posts too, so editing, deleting or restoring one rereads it.
        providesTags: (result, _error, id) => [
          { type: 'Collection', id },
          ...(result?.posts ?? []).map(p => ({
            type: 'Post' as const,
            id: p.id,
          })),
        ],
      }),
      createCollection: build.mutation<Collection, CollectionRequest>({
        query: (body): AgoraRequest => ({
          url: '/collections',
          method: 'POST',
          body,
          errorMessage: ERROR_MESSAGES.createCollection,
          response: collectionSchema,
        }),
        invalidatesTags: created =>
          created ? [{ type: 'Collection', id: LIST }] : [],
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              collectionsApi.util.upsertQueryData('getCollection', data.id, {
                posts: [],
                ...data,
              }),
            );
          } catch {
            // The hook's error state reports it.
          }
        },
      }),
      updateCollection: build.mutation<Collection, UpdateCollectionArg>({
        query: ({ id, ...body }): AgoraRequest => ({
          url: apiPath`/collections/${id}`,
          method: 'POST',
          body,
          ids: [id],
          errorMessage: ERROR_MESSAGES.updateCollection,
          response: collectionSchema,
        }),
        invalidatesTags: (updated, _error, { id }) =>
          updated ? [{ type: 'Collection', id }] : [],
      }),
      deleteCollection: build.mutation<boolean, DeleteCollectionArg>({
        query: ({ id, reason }): AgoraRequest => ({
          url: apiPath`/collections/${id}`,
          method: 'DELETE',
          body: { reason },
          ids: [id],
          success: true,
        }),
        invalidatesTags: (ok, _error, { id }) =>
          ok ? [{ type: 'Collection', id }] : [],
      }),
      addPostToCollection: membership(true),
      removePostFromCollection: membership(false),
      movePostInCollection: build.mutation<boolean, MovePostInCollectionArg>({
        queryFn: ({ id, postId, rank }, api, _options, baseQuery) =>
          inTurn(
            api.extra as AgoraExtra,
            id,
            async () =>
              (await baseQuery({
                url: apiPath`/collections/${id}/rank`,
                method: 'POST',
                body: { postId, rank },
                ids: [id, postId],
                success: true,
              } satisfies AgoraRequest)) as QueryReturnValue<
                boolean,
                AgoraApiError,
                {}
              >,
          ),
        async onQueryStarted({ id, postId, rank }, api) {
          const extra = api.extra as AgoraExtra;
          // Only single reads carry the posts; list rows have none to move.
          await runOptimistic(api, {
            item: { type: 'Collection', id },
            apply: () =>
              patchEverywhere(api, { type: 'Collection', id }, c => {
                if (c.posts) applyRankMove(c.posts, postId, rank);
              }),
            message: ERROR_MESSAGES.updateCollection,
          });
          // The server renumbers every rank, so the collection is reread, but
          // only after the last queued move: an earlier reread would show the
          // order before the later clicks reached the server.
          if (!movesInFlight(extra, id)) {
            api.dispatch(
              collectionsApi.util.invalidateTags([{ type: 'Collection', id }]),
            );
          }
        },
      }),
    };
  },
});

export const {
  useGetCollectionsQuery,
  useGetCollectionQuery,
  useCreateCollectionMutation,
  useUpdateCollectionMutation,
  useDeleteCollectionMutation,
  useAddPostToCollectionMutation,
  useRemovePostFromCollectionMutation,
  useMovePostInCollectionMutation,
} = collectionsApi;
