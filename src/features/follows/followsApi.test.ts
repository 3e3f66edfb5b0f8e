import { setupMswServer } from '../../testing/mswServer';
import {
  createDeferred,
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
} from '../../testing/handlers/http';
import {
  followHandler,
  getFollowedCollectionsHandler,
  getFollowedEntitiesHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
} from '../../testing/handlers/follows';
import { getCollectionHandler } from '../../testing/handlers/collections';
import { collectionsApi } from '../collections/collectionsApi';
import { followsApi } from './followsApi';

const server = setupMswServer();
const { endpoints } = followsApi;
type Store = ReturnType<typeof setupApiStore>['store'];

describe('followed lists', () => {
  const read = {
    tags: (s: Store) => s.dispatch(endpoints.getFollowedTags.initiate()),
    entities: (s: Store) => s.dispatch(endpoints.getFollowedEntities.initiate()),
    users: (s: Store) => s.dispatch(endpoints.getFollowedUsers.initiate()),
    collections: (s: Store) => s.dispatch(endpoints.getFollowedCollections.initiate()),
  };
  it.each([
    ['tags', '/tags/followed', getFollowedTagsHandler, { tags: [], count: 0 }],
    ['entities', '/entities/followed', getFollowedEntitiesHandler, { entityRefs: [], count: 0 }],
    ['users', '/users/followed', getFollowedUsersHandler, { followedUserRefs: [], count: 0 }],
    ['collections', '/collections/followed', getFollowedCollectionsHandler, { collections: [], count: 0 }],
  ] as const)('followed %s: reads %s once and a 403 as empty', async (name, path, handler, empty) => {
    const { store, extra } = setupApiStore();
    server.use(handler());
    const first = await read[name](store);
    await read[name](store);
    expect(first.data).toMatchObject({ count: 1 });
    expect(fetchCalls(extra)).toEqual([`GET ${path}`]);

    const denied = setupApiStore();
    server.use(handler({ status: 403, body: errorsBody() }));
    const result = await read[name](denied.store);
    expect(result.data).toEqual(empty);
  });
});

describe('follow and unfollow', () => {
  async function withLists() {
    const setup = setupApiStore();
    server.use(
      getFollowedTagsHandler(),
      getFollowedEntitiesHandler(),
      getFollowedUsersHandler(),
      getFollowedCollectionsHandler(),
      getCollectionHandler(),
    );
    const { store } = setup;
    store.dispatch(endpoints.getFollowedTags.initiate());
    store.dispatch(endpoints.getFollowedEntities.initiate());
    store.dispatch(endpoints.getFollowedUsers.initiate());
    store.dispatch(endpoints.getFollowedCollections.initiate());
    store.dispatch(collectionsApi.endpoints.getCollection.initiate(5));
    await Promise.all(store.dispatch(followsApi.util.getRunningQueriesThunk()));
    setup.extra.fetchApi.fetch.mockClear();
    return setup;
  }
  const state = (store: Store) => store.getState();

  it.each([
    ['followTag', 'tags', 'put', 'catalog', (s: Store) => endpoints.getFollowedTags.select()(state(s)).data?.tags.map(t => t.tag), ['techdocs', 'catalog']],
    ['unfollowTag', 'tags', 'delete', 'techdocs', (s: Store) => endpoints.getFollowedTags.select()(state(s)).data?.tags.map(t => t.tag), []],
    ['followEntity', 'entities', 'put', 'component:default/payments', (s: Store) => endpoints.getFollowedEntities.select()(state(s)).data?.entityRefs, ['component:default/billing', 'component:default/payments']],
    ['unfollowEntity', 'entities', 'delete', 'component:default/billing', (s: Store) => endpoints.getFollowedEntities.select()(state(s)).data?.entityRefs, []],
    ['followUser', 'users', 'put', 'user:default/jane', (s: Store) => endpoints.getFollowedUsers.select()(state(s)).data?.followedUserRefs, ['user:default/john', 'user:default/jane']],
    ['unfollowUser', 'users', 'delete', 'user:default/john', (s: Store) => endpoints.getFollowedUsers.select()(state(s)).data?.followedUserRefs, []],
  ] as const)('%s shows at once, reverts on 500 and alerts', async (name, kind, method, arg, read, during) => {
    const { store, extra } = await withLists();
    const before = read(store);
    const held = createDeferred();
    server.use(followHandler(kind, method)({ status: 500, body: null, hold: held.promise }));
    const pending = store.dispatch(
      (endpoints[name].initiate as (a: string) => ReturnType<typeof endpoints.followTag.initiate>)(arg),
    );
    await flush();
    expect(read(store)).toEqual(during);
    held.release();
    const result = await pending;
    expect(result.data).toBe(false);
    expect(read(store)).toEqual(before);
    expect(fetchCalls(extra)).toEqual([
      `${method.toUpperCase()} /${kind}/follow/${encodeURIComponent(arg)}`,
    ]);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: method === 'put' ? 'Failed to follow' : 'Failed to unfollow',
      severity: 'error',
    });
  });

  it('followCollection adds it and counts a follower, kept on success', async () => {
    const { store, extra } = await withLists();
    server.use(followHandler('collections', 'put')());
    const result = await store.dispatch(endpoints.followCollection.initiate(5));
    expect(result.data).toBe(true);
    expect(collectionsApi.endpoints.getCollection.select(5)(state(store)).data?.followers).toBe(3);
    expect(endpoints.getFollowedCollections.select()(state(store)).data).toMatchObject({
      count: 2,
      collections: [{ id: 9 }, { id: 5, title: 'Onboarding' }],
    });
    expect(fetchCalls(extra)).toEqual(['PUT /collections/follow/5']);
    expect(extra.alertApi.post).not.toHaveBeenCalled();
  });

  it('unfollowCollection reverts the follower count on an errors answer', async () => {
    const { store, extra } = await withLists();
    server.use(followHandler('collections', 'delete')({ status: 404, body: errorsBody('not followed') }));
    await store.dispatch(endpoints.unfollowCollection.initiate(5));
    expect(collectionsApi.endpoints.getCollection.select(5)(state(store)).data?.followers).toBe(2);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to unfollow: not followed',
      severity: 'error',
    });
  });

  it('refuses a missing id without a request', async () => {
    const { store, extra } = setupApiStore();
    const result = await store.dispatch(endpoints.followTag.initiate(''));
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});
