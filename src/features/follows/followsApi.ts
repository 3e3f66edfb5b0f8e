import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { isAgoraApiError } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import type { ItemTag } from '../../api/patchEverywhere';
import { FOLLOWED } from '../../api/tags';
import {
  followedCollectionsResponseSchema,
  followedEntitiesResponseSchema,
  followedPostsResponseSchema,
  followedTagsResponseSchema,
  followedUsersResponseSchema,
  type FollowedCollectionsResponse,
  type FollowedEntitiesResponse,
  type FollowedPostsResponse,
  type FollowedTagsResponse,
  type FollowedUsersResponse,
} from '../../api/types';
import { FOLLOWED_FEED, FOLLOWING } from '../posts/postsApi';
import { FOLLOW_SPECS, patchFollow, type FollowKind } from './followQueryCache';

// No access to a followed list reads as following nothing (403 means no access).
const EMPTY = {
  tags: { tags: [], count: 0 } as FollowedTagsResponse,
  entities: { entityRefs: [], count: 0 } as FollowedEntitiesResponse,
  users: { followedUserRefs: [], count: 0 } as FollowedUsersResponse,
  collections: { collections: [], count: 0 } as FollowedCollectionsResponse,
  posts: { posts: [], count: 0 } as FollowedPostsResponse,
};

const RESPONSE = {
  tags: followedTagsResponseSchema,
  entities: followedEntitiesResponseSchema,
  users: followedUsersResponseSchema,
  collections: followedCollectionsResponseSchema,
  posts: followedPostsResponseSchema,
};

/**
 * What a follow changes on the server besides the followed list: the item's
 * follower count, and for tags, entities and users the followed feed. A
 * post counts no followers and its flag is patched; only the lists filtered
 * by `following` change.
 */
function changedBy(kind: FollowKind, item: ItemTag) {
  if (kind === 'posts') return [{ type: 'Post' as const, id: FOLLOWING }];
  if (kind === 'collections') return [item];
  return [item, { type: 'Post' as const, id: FOLLOWED_FEED }];
}

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

/**
 * The followed lists. Followed posts (the first page, latest activity
 * first) also provide their posts' tags, so a post's change reaches the
 * list: a vote patches its row, an edit or delete rereads it.
 */
export const followedListsApi = agoraApi.injectEndpoints({
  endpoints: build => {
    const followedList = <T>(
      kind: FollowKind,
      rowTags: (list: T) => ItemTag[] = () => [],
    ) =>
      build.query<T, void>({
        query: (): AgoraRequest => ({
          url: `/${kind}/followed`,
          forbiddenValue: EMPTY[kind],
          response: RESPONSE[kind],
        }),
        providesTags: list => [
          { type: 'Follow', id: FOLLOWED[kind] },
          ...(list ? rowTags(list) : []),
        ],
      });
    return {
      getFollowedTags: followedList<FollowedTagsResponse>('tags'),
      getFollowedEntities: followedList<FollowedEntitiesResponse>('entities'),
      getFollowedUsers: followedList<FollowedUsersResponse>('users'),
      getFollowedCollections:
        followedList<FollowedCollectionsResponse>('collections'),
      getFollowedPosts: followedList<FollowedPostsResponse>('posts', list =>
        list.posts.map(post => ({ type: 'Post', id: post.id })),
      ),
    };
  },
});

/**
 * Follows and unfollows tags, entities, users, collections and posts. The
 * guess shows at once (the followed list where the item is cached, the
 * item's follower count or a post's `following` flag) and is undone with
 * an alert if the server refuses. When the request settles, whatever the
 * server recomputed is reread (`changedBy`): the followed list, the item,
 * the followed feed, or the lists filtered by `following`. Rereading on
 * failure too means overlapping clicks end on the server's state whatever
 * the undos did.
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
                ...changedBy(kind, item(arg)),
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
      followPost: followMutation('posts', true),
      unfollowPost: followMutation('posts', false),
    };
  },
});

export const {
  useGetFollowedTagsQuery,
  useGetFollowedEntitiesQuery,
  useGetFollowedUsersQuery,
  useGetFollowedCollectionsQuery,
  useGetFollowedPostsQuery,
  useFollowTagMutation,
  useUnfollowTagMutation,
  useFollowEntityMutation,
  useUnfollowEntityMutation,
  useFollowUserMutation,
  useUnfollowUserMutation,
  useFollowCollectionMutation,
  useUnfollowCollectionMutation,
  useFollowPostMutation,
  useUnfollowPostMutation,
} = followsApi;
