import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import {
  runOptimistic,
  withData,
  type OptimisticApi,
} from '../../api/optimistic';
import { FOLLOWED } from '../../api/tags';
import type {
  Collection,
  FollowedCollectionsResponse,
  FollowedEntitiesResponse,
  FollowedTagsResponse,
  FollowedUsersResponse,
  Tag,
} from '../../api/types';
import { applyFollowers } from '../collections/collectionCache';
import { collectionsApi } from '../collections/collectionsApi';
import { tagsApi } from '../tags/tagsApi';
import { applyFollow } from './followCache';

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
const followedListsApi = agoraApi.injectEndpoints({
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

/**
 * Follows and unfollows tags, entities, users and collections: each shows
 * at once in the followed list (and a collection's follower count) and is
 * undone with an alert if the server refuses.
 */
export const followsApi = followedListsApi.injectEndpoints({
  endpoints: build => {
    /** Shared shape of the eight follow mutations; `patch` makes the guess. */
    const followMutation = <Arg extends string | number>(
      kind: Kind,
      follow: boolean,
      patch: (api: FollowApi, arg: Arg) => Array<{ undo: () => void }>,
    ) =>
      build.mutation<boolean, Arg>({
        query: arg => followRequest(kind, arg, follow),
        onQueryStarted: (arg, api) =>
          runOptimistic(api, {
            item: { type: 'Follow', id: FOLLOWED[kind] },
            apply: () => {
              const patches = patch(api, arg);
              return { undo: () => patches.reverse().forEach(p => p.undo()) };
            },
            message: follow ? FOLLOW_MESSAGES.follow : FOLLOW_MESSAGES.unfollow,
          }),
      });

    const tagPatch = (follow: boolean) => (api: FollowApi, tag: string) => {
      // The followed list holds whole tags; a cached read gives the real one.
      const known = tagsApi.endpoints.getTag.select(tag)(
        api.getState() as never,
      ).data;
      const item = known ?? placeholderTag(tag);
      return [
        api.dispatch(
          followedListsApi.util.updateQueryData(
            'getFollowedTags',
            undefined,
            withData(d =>
              applyFollow(d, d.tags, item as Tag, follow, t => t.tag),
            ),
          ),
        ),
      ];
    };
    const refPatch =
      (kind: 'entities' | 'users', follow: boolean) =>
      (api: FollowApi, ref: string) => [
        kind === 'entities'
          ? api.dispatch(
              followedListsApi.util.updateQueryData(
                'getFollowedEntities',
                undefined,
                withData(d => applyFollow(d, d.entityRefs, ref, follow)),
              ),
            )
          : api.dispatch(
              followedListsApi.util.updateQueryData(
                'getFollowedUsers',
                undefined,
                withData(d => applyFollow(d, d.followedUserRefs, ref, follow)),
              ),
            ),
      ];
    const collectionPatch =
      (follow: boolean) => (api: FollowApi, id: number) => {
        const known = collectionsApi.endpoints.getCollection.select(id)(
          api.getState() as never,
        ).data;
        return [
          api.dispatch(
            collectionsApi.util.updateQueryData(
              'getCollection',
              id,
              withData(d => applyFollowers(d, follow ? 1 : -1)),
            ),
          ),
          api.dispatch(
            followedListsApi.util.updateQueryData(
              'getFollowedCollections',
              undefined,
              withData(d =>
                applyFollow(
                  d,
                  d.collections,
                  (known ?? { id }) as Collection,
                  follow,
                  c => c.id,
                ),
              ),
            ),
          ),
        ];
      };

    return {
      followTag: followMutation<Tag['tag']>('tags', true, tagPatch(true)),
      unfollowTag: followMutation<Tag['tag']>('tags', false, tagPatch(false)),
      followEntity: followMutation<string>(
        'entities',
        true,
        refPatch('entities', true),
      ),
      unfollowEntity: followMutation<string>(
        'entities',
        false,
        refPatch('entities', false),
      ),
      followUser: followMutation<string>(
        'users',
        true,
        refPatch('users', true),
      ),
      unfollowUser: followMutation<string>(
        'users',
        false,
        refPatch('users', false),
      ),
      followCollection: followMutation<Collection['id']>(
        'collections',
        true,
        collectionPatch(true),
      ),
      unfollowCollection: followMutation<Collection['id']>(
        'collections',
        false,
        collectionPatch(false),
      ),
    };
  },
});

/** Stands in for a followed tag the cache has never read; counts are unknown. */
function placeholderTag(tag: string): Tag {
  return {
    id: 0,
    tag,
    postsCount: 0,
    questionsCount: 0,
    articlesCount: 0,
    linksCount: 0,
    followerCount: 0,
  };
}

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
