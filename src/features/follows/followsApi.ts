import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { isAgoraApiError } from '../../api/errors';
import { runOptimistic, type OptimisticApi } from '../../api/optimistic';
import { FOLLOWED, tagByName, type AgoraTagType } from '../../api/tags';
import type {
  FollowedCollectionsResponse,
  FollowedEntitiesResponse,
  FollowedTagsResponse,
  FollowedUsersResponse,
} from '../../api/types';
import { FOLLOWED_FEED } from '../posts/postsApi';
import {
  patchCollectionFollow,
  patchEntityFollow,
  patchTagFollow,
  patchUserFollow,
} from './followQueryCache';

// No access to a followed list reads as following nothing (spec §6).
const EMPTY = {
  tags: { tags: [], count: 0 } as FollowedTagsResponse,
  entities: { entityRefs: [], count: 0 } as FollowedEntitiesResponse,
  users: { followedUserRefs: [], count: 0 } as FollowedUsersResponse,
  collections: { collections: [], count: 0 } as FollowedCollectionsResponse,
};

/** Failure messages: the spec lists none for follows, so they say what failed. */
export const FOLLOW_MESSAGES = {
  follow: 'Failed to follow',
  unfollow: 'Failed to unfollow',
};

type Kind = keyof typeof FOLLOWED;
type FollowApi = OptimisticApi<boolean> & { getState: () => unknown };
type Patch = { undo: () => void };
type ListsUtil = (typeof followedListsApi)['util'];

const followRequest = (
  kind: Kind,
  id: string | number,
  follow: boolean,
): AgoraRequest => ({
  url: apiPath`/${kind}/follow/${id}`,
  method: follow ? 'PUT' : 'DELETE',
  ids: [id],
  success: true,
  errorMessage: follow ? FOLLOW_MESSAGES.follow : FOLLOW_MESSAGES.unfollow,
});

/** The four followed lists; injected first so the follow patches are typed. */
export const followedListsApi = agoraApi.injectEndpoints({
  endpoints: build => {
    const followedList = <T>(kind: Kind) =>
      build.query<T, void>({
        query: (): AgoraRequest => ({
          url: `/${kind}/followed`,
          forbiddenValue: EMPTY[kind],
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

/** The cache tag of the followed item itself. */
const ITEM_TAG = {
  tags: (name: string) => tagByName(name),
  entities: (ref: string) => ({ type: 'Entity', id: ref }) as const,
  users: (ref: string) => ({ type: 'User', id: ref }) as const,
  collections: (id: number) => ({ type: 'Collection', id }) as const,
};

/** The cache walk that shows the guess in every cached copy of the item. */
const PATCH = {
  tags: patchTagFollow,
  entities: patchEntityFollow,
  users: patchUserFollow,
  collections: patchCollectionFollow,
};

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
    const followMutation = <K extends Kind>(kind: K, follow: boolean) => {
      type Arg = Parameters<(typeof ITEM_TAG)[K]>[0];
      const itemTag = ITEM_TAG[kind] as (arg: Arg) => {
        type: AgoraTagType;
        id: string | number;
      };
      const patch = PATCH[kind] as (
        api: FollowApi,
        lists: ListsUtil,
        arg: Arg,
        follow: boolean,
      ) => Patch[];
      return build.mutation<boolean, Arg>({
        query: arg => followRequest(kind, arg, follow),
        invalidatesTags: (_ok, error, arg) =>
          isAgoraApiError(error) && error.kind === 'invalid-id'
            ? []
            : [
                { type: 'Follow', id: FOLLOWED[kind] },
                itemTag(arg),
                ...(kind === 'collections'
                  ? []
                  : [{ type: 'Post' as const, id: FOLLOWED_FEED }]),
              ],
        onQueryStarted: (arg, api) =>
          runOptimistic(api, {
            item: itemTag(arg),
            apply: () => {
              const patches = patch(api, followedListsApi.util, arg, follow);
              return { undo: () => patches.reverse().forEach(p => p.undo()) };
            },
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
