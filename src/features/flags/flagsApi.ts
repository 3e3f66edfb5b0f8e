import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import { combinePatches } from '../../api/patchEverywhere';
import { LIST } from '../../api/tags';
import {
  flaggedItemsResponse,
  flagsCountResponse,
  resolveFlagsResponse,
  type FlagBody,
  type FlaggedItemsResponse,
  type FlagsCountResponse,
  type FlagsQuery,
  type FlagTargetKind,
  type ResolveFlagsBody,
  type ResolveFlagsResponse,
} from '../../api/types';

/** What is flagged: a post, an answer of it, or a comment on it or its answers. @public */
export interface FlagTarget {
  kind: FlagTargetKind;
  id: number;
  /** The post the item belongs to. */
  postId: number;
}

/** @public */
export type FlagArg = FlagTarget & FlagBody;

const flagPath = ({ kind, id, postId }: FlagTarget) => {
  if (kind === 'post') return apiPath`/posts/${postId}/flags`;
  if (kind === 'answer') return apiPath`/posts/${postId}/answers/${id}/flags`;
  return apiPath`/posts/${postId}/comments/${id}/flags`;
};

const QUEUE = { type: 'Flag' as const, id: LIST };

/** The queue's reads, which resolving below patches. */
const flagQueries = agoraApi.injectEndpoints({
  endpoints: build => ({
    getFlaggedItems: build.query<FlaggedItemsResponse, FlagsQuery>({
      query: ({ limit, offset }): AgoraRequest => ({
        url: `/flags?${new URLSearchParams({
          status: 'open',
          limit: String(limit ?? 10),
          offset: String(offset ?? 0),
        })}`,
        errorMessage: ERROR_MESSAGES.fetchFlags,
        response: flaggedItemsResponse,
      }),
      providesTags: [QUEUE],
    }),
    getOpenFlagsCount: build.query<FlagsCountResponse, void>({
      query: (): AgoraRequest => ({
        url: '/flags/count',
        errorMessage: ERROR_MESSAGES.fetchFlags,
        response: flagsCountResponse,
      }),
      providesTags: [QUEUE],
    }),
  }),
});

/**
 * Flags and the moderators' review queue (docs/api.md, "Flags"). Resolving
 * is optimistic, since its outcome is known: the item leaves every page of
 * the queue and the open count drops by one at once, and both come back
 * if the server refuses. Flagging tells nothing a reader's cache shows
 * (who flagged is only in the moderators' queue), so it only refreshes the queue.
 */
export const flagsApi = flagQueries.injectEndpoints({
  endpoints: build => ({
    flag: build.mutation<boolean, FlagArg>({
      query: ({ reason, text, ...target }): AgoraRequest => ({
        url: flagPath(target),
        method: 'POST',
        ids: [target.postId, target.id],
        // Details go with any reason (`other` requires them).
        body: text ? { reason, text } : { reason },
        errorMessage: ERROR_MESSAGES.flag,
        success: true,
      }),
      invalidatesTags: ok => (ok ? [QUEUE] : []),
    }),
    resolveFlags: build.mutation<ResolveFlagsResponse, ResolveFlagsBody>({
      query: (body): AgoraRequest => ({
        url: '/flags/resolve',
        method: 'POST',
        ids: [body.id],
        body,
        errorMessage: ERROR_MESSAGES.resolveFlags,
        response: resolveFlagsResponse,
      }),
      // The item's post changed for its readers (shown again, or deleted).
      invalidatesTags: (result, _error, { kind, id }) =>
        result && kind === 'post' ? [{ type: 'Post', id }] : [],
      onQueryStarted: (arg, api) =>
        runOptimistic(api, {
          item: QUEUE,
          apply: () => {
            const state = api.getState() as Parameters<
              typeof flagQueries.util.selectCachedArgsForQuery
            >[0];
            const queues = flagQueries.util
              .selectCachedArgsForQuery(state, 'getFlaggedItems')
              .map(query =>
                api.dispatch(
                  flagQueries.util.updateQueryData(
                    'getFlaggedItems',
                    query,
                    draft => {
                      const before = draft.items.length;
                      draft.items = draft.items.filter(
                        item => item.kind !== arg.kind || item.id !== arg.id,
                      );
                      if (draft.items.length < before) draft.total -= 1;
                    },
                  ),
                ),
              );
            const count = api.dispatch(
              flagQueries.util.updateQueryData(
                'getOpenFlagsCount',
                undefined,
                draft => {
                  draft.count = Math.max(0, draft.count - 1);
                },
              ),
            );
            return combinePatches([...queues, count]);
          },
          message: ERROR_MESSAGES.resolveFlags,
          settle: ({ count }) => {
            api.dispatch(
              flagQueries.util.upsertQueryData('getOpenFlagsCount', undefined, {
                count,
              }),
            );
          },
        }),
    }),
  }),
});

export const {
  useFlagMutation,
  useGetFlaggedItemsQuery,
  useGetOpenFlagsCountQuery,
  useResolveFlagsMutation,
} = flagsApi;
