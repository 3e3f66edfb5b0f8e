import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { isAgoraApiError } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import type { ItemTag } from '../../api/patchEverywhere';
import { FOLLOWED } from '../../api/tags';
import {
  followedCollectionsResponseSchema,
  followedEntitiesResponseSchema,
  followedTagsResponseSchema,
  followedUsersResponseSchema,
  type FollowedCollectionsResponse,
  type FollowedEntitiesResponse,
  type FollowedTagsResponse,
  type FollowedUsersResponse,
} from '../../api/types';
import { FOLLOWED_FEED } from '../posts/postsApi';
import { FOLLOW_SPECS, patchFollow, type FollowKind } from './followQueryCache';

// No access to a followed list reads as following nothing (403 means no access).
const EMPTY = {
  tags: { tags: [], count: 0 } as FollowedTagsResponse,
  entities: { entityRefs: [], count: 0 } as FollowedEntitiesResponse,
  users: { followedUserRefs: [], count: 0 } as FollowedUsersResponse,
  collections: { collections: [], count: 0 } as FollowedCollectionsResponse,
};

const RESPONSE = {
  tags: followedTagsResponseSchema,
  entities: followedEntitiesResponseSchema,
  users: followedUsersResponseSchema,
  collections: followedCollectionsResponseSchema,
};

/** Failure messages: src/api/errors.ts has none for follows, so they say what failed. */
export const FOLLOW_MESSAGES = {
  follow: 'Failed to follow',
  unfollow: 'Failed to unfollow',
};

const followRequest = (
  kind: FollowKind,
  id: string | number,
  follow: boolean,
): AgoraRequest => ({
  url: apiPath`/${kind}/follow/${id}`,
  method: follow ? 'PUT' : 'DELETE',
  ids: [id],
  success: true,
  errorMessage: follow ? FOLLOW_MESSAGES.follow : FOLLOW_MESSAGES.unfollow,
});

/** The four followed lists. */
export const followedListsApi = agoraApi.injectEndpoints({
  endpoints: build => {
    const followedList = <T>(kind: FollowKind) =>
      build.query<T, void>({
        query: (): AgoraRequest => ({
          url: `/${kind}/followed`,
          forbiddenValue: EMPTY[kind],
          response: RESPONSE[kind],
        }),
        providesTags: [{ type: 'Follow', id: FOLLOWED[kind] }],
      });
    return {
      getFollowedTags: followedList<FollowedTagsResponse>('tags'),
      getFollowedEntities: followedList<FollowedEntitiesResponse>('entities'),
      getFollowedUsers: followedList<FollowedUsersResponse>('users'),
      getFollowedCollections:
        followedList<FollowedCollectionsResponse>('collections'),
    };
  },
});

/**
 * Follows and unfollows tags, entities, users and collections. The guess
 * shows at once (the followed list where the item is cached, the item's
 * follower count) and is undone with an alert if the server refuses. When
 * the request settles, whatever the server recomputed is reread: the
 * followed list, the item, and the followed feed, which follows of tags,
 * entities and users change. Rereading on failure too means overlapping
 * clicks end on the server's state whatever the undos did.
 */
export const followsApi = followedListsApi.injectEndpoints({
  endpoints: build => {
    const followMutation = <K extends FollowKind>(kind: K, follow: boolean) => {
      type Arg = Parameters<(typeof FOLLOW_SPECS)[K]['item']>[0];
      // Each kind's spec is checked where it is declared; here they are one.
      const item = FOLLOW_SPECS[kind].item as (arg: Arg) => ItemTag;
      return build.mutation<boolean, Arg>({
        query: arg => followRequest(kind, arg, follow),
        invalidatesTags: (_ok, error, arg) =>
          isAgoraApiError(error) && error.kind === 'invalid-id'
            ? []
            : [
                { type: 'Follow', id: FOLLOWED[kind] },
                item(arg),
                ...(kind === 'collections'
                  ? []
                  : [{ type: 'Post' as const, id: FOLLOWED_FEED }]),
              ],
        onQueryStarted: (arg, api) =>
          runOptimistic(api, {
            item: item(arg),
            apply: () => patchFollow(api, kind, arg, follow),
            message: follow ? FOLLOW_MESSAGES.follow : FOLLOW_MESSAGES.unfollow,
          }),
      });
    };

    return {
      followTag: followMutation('tags', true),
      unfollowTag: followMutation('tags', false),
      followEntity: followMutation('entities', true),
      unfollowEntity: followMutation('entities', false),
      followUser: followMutation('users', true),
      unfollowUser: followMutation('users', false),
      followCollection: followMutation('collections', true),
      unfollowCollection: followMutation('collections', false),
    };
  },
});

export const {
  useGetFollowedTagsQuery,
  useGetFollowedEntitiesQuery,
  useGetFollowedUsersQuery,
  useGetFollowedCollectionsQuery,
  useFollowTagMutation,
  useUnfollowTagMutation,
  useFollowEntityMutation,
  useUnfollowEntityMutation,
  useFollowUserMutation,
  useUnfollowUserMutation,
  useFollowCollectionMutation,
  useUnfollowCollectionMutation,
} = followsApi;
