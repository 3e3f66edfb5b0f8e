import { agoraApi } from '../../api/agoraApi';
import { withData } from '../../api/optimistic';
import type { Collection, EntityStats, Tag } from '../../api/types';
import { collectionsApi } from '../collections/collectionsApi';
import { entitiesApi } from '../entities/entitiesApi';
import type { CacheApi } from '../posts/postQueryCache';
import { tagsApi } from '../tags/tagsApi';
import { usersApi } from '../users/usersApi';
import { applyFollow, applyFollowerCount } from './followCache';
import type { followedListsApi } from './followsApi';

type Patch = { undo: () => void };
type State = Parameters<typeof agoraApi.util.selectCachedArgsForQuery>[0];
/** The followed lists' util, passed in: followsApi imports this file. */
type ListsUtil = (typeof followedListsApi)['util'];

/*
 * Each walk applies a follow (or unfollow) guess to every cached copy of
 * the item: its follower counter in single reads and lists, and its row in
 * the followed list. A row is only added when the cache holds the real item;
 * an invented one (a tag with id 0, a collection with only an id) would
 * show wrong counts until the refetch, so the refetch adds it instead.
 */

/** Tags, by name: `getTag`, every `getTags` page and the followed tags. */
export function patchTagFollow(
  api: CacheApi,
  lists: ListsUtil,
  name: string,
  follow: boolean,
): Patch[] {
  const state = api.getState() as State;
  const known =
    tagsApi.endpoints.getTag.select(name)(state).data ??
    findInTagLists(state, name);
  return [
    api.dispatch(
      tagsApi.util.updateQueryData(
        'getTag',
        name,
        withData<Tag | null>(t =>
          applyFollowerCount(t, 'followerCount', follow),
        ),
      ),
    ),
    ...tagsApi.util.selectCachedArgsForQuery(state, 'getTags').map(arg =>
      api.dispatch(
        tagsApi.util.updateQueryData(
          'getTags',
          arg,
          withData(d =>
            d.tags
              .filter(t => t.tag === name)
              .forEach(t => applyFollowerCount(t, 'followerCount', follow)),
          ),
        ),
      ),
    ),
    api.dispatch(
      lists.updateQueryData(
        'getFollowedTags',
        undefined,
        withData(d => {
          const row = known && {
            ...known,
            followerCount: Math.max(0, known.followerCount + (follow ? 1 : -1)),
          };
          followRow(d, d.tags, t => t.tag, name, follow, row);
        }),
      ),
    ),
  ];
}

function findInTagLists(state: State, name: string): Tag | undefined {
  for (const arg of tagsApi.util.selectCachedArgsForQuery(state, 'getTags')) {
    const found = tagsApi.endpoints.getTags
      .select(arg)(state)
      .data?.tags.find(t => t.tag === name);
    if (found) return found;
  }
  return undefined;
}

/** Entities, by ref: `getEntity`, every `getEntities` page and the followed refs. */
export function patchEntityFollow(
  api: CacheApi,
  lists: ListsUtil,
  ref: string,
  follow: boolean,
): Patch[] {
  const state = api.getState() as State;
  return [
    api.dispatch(
      entitiesApi.util.updateQueryData(
        'getEntity',
        ref,
        withData<EntityStats | null>(e =>
          applyFollowerCount(e, 'followerCount', follow),
        ),
      ),
    ),
    ...entitiesApi.util
      .selectCachedArgsForQuery(state, 'getEntities')
      .map(arg =>
        api.dispatch(
          entitiesApi.util.updateQueryData(
            'getEntities',
            arg,
            withData(d =>
              d.entities
                .filter(e => e.entityRef === ref)
                .forEach(e => applyFollowerCount(e, 'followerCount', follow)),
            ),
          ),
        ),
      ),
    // The followed list holds refs, so the ref is the whole real item.
    api.dispatch(
      lists.updateQueryData(
        'getFollowedEntities',
        undefined,
        withData(d => applyFollow(d, d.entityRefs, ref, follow)),
      ),
    ),
  ];
}

/** Users, by ref: every `getUsers` page and the followed refs. */
export function patchUserFollow(
  api: CacheApi,
  lists: ListsUtil,
  ref: string,
  follow: boolean,
): Patch[] {
  const state = api.getState() as State;
  return [
    ...usersApi.util.selectCachedArgsForQuery(state, 'getUsers').map(arg =>
      api.dispatch(
        usersApi.util.updateQueryData(
          'getUsers',
          arg,
          withData(d =>
            d.users
              .filter(u => u.userRef === ref)
              .forEach(u => applyFollowerCount(u, 'totalFollowers', follow)),
          ),
        ),
      ),
    ),
    api.dispatch(
      lists.updateQueryData(
        'getFollowedUsers',
        undefined,
        withData(d => applyFollow(d, d.followedUserRefs, ref, follow)),
      ),
    ),
  ];
}

/** Collections, by id: `getCollection`, every `getCollections` page and the followed collections. */
export function patchCollectionFollow(
  api: CacheApi,
  lists: ListsUtil,
  id: number,
  follow: boolean,
): Patch[] {
  const state = api.getState() as State;
  const known =
    collectionsApi.endpoints.getCollection.select(id)(state).data ??
    findInCollectionLists(state, id);
  return [
    api.dispatch(
      collectionsApi.util.updateQueryData(
        'getCollection',
        id,
        withData(c => applyFollowerCount(c, 'followers', follow)),
      ),
    ),
    ...collectionsApi.util
      .selectCachedArgsForQuery(state, 'getCollections')
      .map(arg =>
        api.dispatch(
          collectionsApi.util.updateQueryData(
            'getCollections',
            arg,
            withData(d =>
              d.collections
                .filter(c => c.id === id)
                .forEach(c => applyFollowerCount(c, 'followers', follow)),
            ),
          ),
        ),
      ),
    api.dispatch(
      lists.updateQueryData(
        'getFollowedCollections',
        undefined,
        withData(d =>
          followRow(
            d,
            d.collections,
            c => c.id,
            id,
            follow,
            known && listRow(known, follow),
          ),
        ),
      ),
    ),
  ];
}

/** Adds the known row when following; removes the cached row when unfollowing. */
function followRow<T>(
  draft: { count: number },
  items: T[],
  key: (item: T) => unknown,
  id: unknown,
  follow: boolean,
  known: T | undefined,
) {
  const row = follow ? known : items.find(item => key(item) === id);
  if (row) applyFollow(draft, items, row, follow, key);
}

/** A collection as lists show it: without its posts, counting the new follower. */
function listRow(
  { posts: _posts, ...collection }: Collection,
  follow: boolean,
): Collection {
  return {
    ...collection,
    followers: Math.max(0, collection.followers + (follow ? 1 : -1)),
  };
}

function findInCollectionLists(
  state: State,
  id: number,
): Collection | undefined {
  for (const arg of collectionsApi.util.selectCachedArgsForQuery(
    state,
    'getCollections',
  )) {
    const found = collectionsApi.endpoints.getCollections
      .select(arg)(state)
      .data?.collections.find(c => c.id === id);
    if (found) return found;
  }
  return undefined;
}
