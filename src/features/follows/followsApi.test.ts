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
import { waitFor } from '@testing-library/react';
import {
  getCollectionHandler,
  getCollectionsHandler,
} from '../../testing/handlers/collections';
import {
  getEntitiesHandler,
  getEntityHandler,
} from '../../testing/handlers/entities';
import {
  getPostListHandler,
  getPostsHandler,
} from '../../testing/handlers/posts';
import { getTagHandler, getTagsHandler } from '../../testing/handlers/tags';
import { getUsersHandler } from '../../testing/handlers/users';
import { makeEntity } from '../../testing/fixtures/entities';
import { makeTag } from '../../testing/fixtures/tags';
import { collectionsApi } from '../collections/collectionsApi';
import { entitiesApi } from '../entities/entitiesApi';
import { postsApi } from '../posts/postsApi';
import { tagsApi } from '../tags/tagsApi';
import { usersApi } from '../users/usersApi';
import { followsApi } from './followsApi';

const server = setupMswServer();
const { endpoints } = followsApi;
type Store = ReturnType<typeof setupApiStore>['store'];

describe('followed lists', () => {
  const read = {
    tags: (s: Store) => s.dispatch(endpoints.getFollowedTags.initiate()),
    entities: (s: Store) =>
      s.dispatch(endpoints.getFollowedEntities.initiate()),
    users: (s: Store) => s.dispatch(endpoints.getFollowedUsers.initiate()),
    collections: (s: Store) =>
      s.dispatch(endpoints.getFollowedCollections.initiate()),
  };
  it.each([
    ['tags', '/tags/followed', getFollowedTagsHandler, { tags: [], count: 0 }],
    [
      'entities',
      '/entities/followed',
      getFollowedEntitiesHandler,
      { entityRefs: [], count: 0 },
    ],
    [
      'users',
      '/users/followed',
      getFollowedUsersHandler,
      { followedUserRefs: [], count: 0 },
    ],
    [
      'collections',
      '/collections/followed',
      getFollowedCollectionsHandler,
      { collections: [], count: 0 },
    ],
  ] as const)(
    'followed %s: reads %s once and a 403 as empty',
    async (name, path, handler, empty) => {
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
    },
  );
});

describe('follow and unfollow', () => {
  const state = (store: Store) => store.getState();
  const PAYMENTS = 'component:default/payments';
  const JANE = 'user:default/jane';

  /** A store that has read what `reads` dispatches; the fetch spy starts empty. */
  async function cached(reads: (store: Store) => void) {
    const setup = setupApiStore();
    server.use(
      getFollowedTagsHandler(),
      getFollowedEntitiesHandler(),
      getFollowedUsersHandler(),
      getFollowedCollectionsHandler(),
      getCollectionHandler(),
      getCollectionsHandler(),
      getTagHandler(),
      getTagsHandler(),
      getEntityHandler(),
      getEntitiesHandler(),
      getUsersHandler(),
      getPostsHandler(),
      getPostListHandler(),
    );
    reads(setup.store);
    await Promise.all(
      setup.store.dispatch(followsApi.util.getRunningQueriesThunk()),
    );
    setup.extra.fetchApi.fetch.mockClear();
    return setup;
  }

  const followedTags = (s: Store) =>
    endpoints.getFollowedTags
      .select()(state(s))
      .data?.tags.map(t => [t.tag, t.followerCount]);
  const tagCounts = (s: Store) => [
    tagsApi.endpoints.getTag.select('catalog')(state(s)).data?.followerCount,
    tagsApi.endpoints.getTags
      .select({})(state(s))
      .data?.tags.map(t => [t.tag, t.followerCount]),
  ];

  it('followTag shows in the followed list and the counts, then undoes it with an alert on 500', async () => {
    const { store, extra } = await cached(s => {
      s.dispatch(endpoints.getFollowedTags.initiate());
      s.dispatch(tagsApi.endpoints.getTag.initiate('catalog'));
      s.dispatch(tagsApi.endpoints.getTags.initiate({}));
    });
    const before = [followedTags(store), tagCounts(store)];
    const held = createDeferred();
    server.use(
      followHandler(
        'tags',
        'put',
      )({ status: 500, body: null, hold: held.promise }),
    );

    const pending = store.dispatch(endpoints.followTag.initiate('catalog'));
    await flush();
    // The real tag from the cache, counting the new follower; no other tag moves.
    expect(followedTags(store)).toEqual([
      ['techdocs', 1],
      ['catalog', 2],
    ]);
    expect(tagCounts(store)).toEqual([
      2,
      [
        ['catalog', 2],
        ['techdocs', 1],
      ],
    ]);

    held.release();
    expect((await pending).data).toBe(false);
    expect([followedTags(store), tagCounts(store)]).toEqual(before);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to follow',
      severity: 'error',
    });
    // Failure or not, what the server owns is reread.
    await waitFor(() =>
      expect(fetchCalls(extra).sort()).toEqual([
        'GET /tags',
        'GET /tags/catalog',
        'GET /tags/followed',
        'PUT /tags/follow/catalog',
      ]),
    );
  });

  it('followTag of a tag the cache never read adds no made-up row; the refetch brings the real one', async () => {
    const { store, extra } = await cached(s => {
      s.dispatch(endpoints.getFollowedTags.initiate());
    });
    const held = createDeferred();
    server.use(followHandler('tags', 'put')({ hold: held.promise }));
    const pending = store.dispatch(endpoints.followTag.initiate('yaml'));
    await flush();
    expect(followedTags(store)).toEqual([['techdocs', 1]]);

    server.use(
      getFollowedTagsHandler({
        body: {
          tags: [
            makeTag({ id: 8, tag: 'techdocs' }),
            makeTag({ id: 12, tag: 'yaml', followerCount: 4 }),
          ],
          count: 2,
        },
      }),
    );
    held.release();
    expect((await pending).data).toBe(true);
    await waitFor(() =>
      expect(followedTags(store)).toEqual([
        ['techdocs', 1],
        ['yaml', 4],
      ]),
    );
    expect(fetchCalls(extra)).toEqual([
      'PUT /tags/follow/yaml',
      'GET /tags/followed',
    ]);
    expect(extra.alertApi.post).not.toHaveBeenCalled();
  });

  it('followEntity patches the entity everywhere and, on success, rereads exactly what the server recomputed', async () => {
    const { store, extra } = await cached(s => {
      s.dispatch(endpoints.getFollowedEntities.initiate());
      s.dispatch(entitiesApi.endpoints.getEntity.initiate(PAYMENTS));
      s.dispatch(entitiesApi.endpoints.getEntities.initiate({}));
      s.dispatch(postsApi.endpoints.getPostList.initiate({ list: 'followed' }));
      // Unrelated to follows: must not be refetched.
      s.dispatch(postsApi.endpoints.getPostList.initiate({ list: 'hot' }));
      s.dispatch(postsApi.endpoints.getPosts.initiate({}));
      s.dispatch(tagsApi.endpoints.getTags.initiate({}));
    });
    const read = () => [
      endpoints.getFollowedEntities.select()(state(store)).data?.entityRefs,
      entitiesApi.endpoints.getEntity.select(PAYMENTS)(state(store)).data
        ?.followerCount,
      entitiesApi.endpoints.getEntities.select({})(state(store)).data
        ?.entities[0].followerCount,
    ];
    const held = createDeferred();
    server.use(
      followHandler('entities', 'put')({ hold: held.promise }),
      getEntityHandler({ body: makeEntity({ followerCount: 5 }) }),
    );
    const pending = store.dispatch(endpoints.followEntity.initiate(PAYMENTS));
    await flush();
    expect(read()).toEqual([['component:default/billing', PAYMENTS], 1, 1]);

    held.release();
    expect((await pending).data).toBe(true);
    // The server's follower count wins once the item is reread.
    await waitFor(() => expect(read()[1]).toBe(5));
    expect(fetchCalls(extra).sort()).toEqual([
      'GET /entities',
      'GET /entities/component%3Adefault%2Fpayments',
      'GET /entities/followed',
      'GET /posts/list/followed',
      'PUT /entities/follow/component%3Adefault%2Fpayments',
    ]);
  });

  it('followUser counts the follower in user lists and undoes it on 500', async () => {
    const { store, extra } = await cached(s => {
      s.dispatch(endpoints.getFollowedUsers.initiate());
      s.dispatch(usersApi.endpoints.getUsers.initiate({}));
    });
    const read = () => [
      endpoints.getFollowedUsers.select()(state(store)).data?.followedUserRefs,
      usersApi.endpoints.getUsers.select({})(state(store)).data?.users[0]
        .totalFollowers,
    ];
    const held = createDeferred();
    server.use(
      followHandler(
        'users',
        'put',
      )({ status: 500, body: null, hold: held.promise }),
    );
    const pending = store.dispatch(endpoints.followUser.initiate(JANE));
    await flush();
    expect(read()).toEqual([['user:default/john', JANE], 2]);
    held.release();
    await pending;
    expect(read()).toEqual([['user:default/john'], 1]);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to follow',
      severity: 'error',
    });
  });

  it.each([
    [
      'unfollowTag',
      'tags',
      'techdocs',
      (s: Store) =>
        endpoints.getFollowedTags
          .select()(state(s))
          .data?.tags.map(t => t.tag),
    ],
    [
      'unfollowEntity',
      'entities',
      'component:default/billing',
      (s: Store) =>
        endpoints.getFollowedEntities.select()(state(s)).data?.entityRefs,
    ],
    [
      'unfollowUser',
      'users',
      'user:default/john',
      (s: Store) =>
        endpoints.getFollowedUsers.select()(state(s)).data?.followedUserRefs,
    ],
  ] as const)(
    '%s drops the row at once, restores it on 500 and alerts',
    async (name, kind, arg, read) => {
      const { store, extra } = await cached(s => {
        s.dispatch(endpoints.getFollowedTags.initiate());
        s.dispatch(endpoints.getFollowedEntities.initiate());
        s.dispatch(endpoints.getFollowedUsers.initiate());
      });
      const before = read(store);
      const held = createDeferred();
      server.use(
        followHandler(
          kind,
          'delete',
        )({ status: 500, body: null, hold: held.promise }),
      );
      const pending = store.dispatch(
        (
          endpoints[name].initiate as (
            a: string,
          ) => ReturnType<typeof endpoints.unfollowTag.initiate>
        )(arg),
      );
      await flush();
      expect(read(store)).toEqual([]);
      held.release();
      expect((await pending).data).toBe(false);
      expect(read(store)).toEqual(before);
      expect(fetchCalls(extra)[0]).toBe(
        `DELETE /${kind}/follow/${encodeURIComponent(arg)}`,
      );
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message: 'Failed to unfollow',
        severity: 'error',
      });
    },
  );

  it('followCollection patches the collection everywhere, undoes it on an errors answer and leaves the feed alone', async () => {
    const { store, extra } = await cached(s => {
      s.dispatch(endpoints.getFollowedCollections.initiate());
      s.dispatch(collectionsApi.endpoints.getCollection.initiate(5));
      s.dispatch(collectionsApi.endpoints.getCollections.initiate({}));
      s.dispatch(postsApi.endpoints.getPostList.initiate({ list: 'followed' }));
    });
    const read = () => [
      endpoints.getFollowedCollections
        .select()(state(store))
        .data?.collections.map(c => [c.id, c.followers, c.posts]),
      collectionsApi.endpoints.getCollection.select(5)(state(store)).data
        ?.followers,
      collectionsApi.endpoints.getCollections.select({})(state(store)).data
        ?.collections[0].followers,
    ];
    const before = read();
    const held = createDeferred();
    server.use(
      followHandler(
        'collections',
        'put',
      )({ status: 404, body: errorsBody('gone'), hold: held.promise }),
    );
    const pending = store.dispatch(endpoints.followCollection.initiate(5));
    await flush();
    // The list row is the real collection as lists show it: no posts.
    expect(read()).toEqual([
      [
        [9, 2, undefined],
        [5, 3, undefined],
      ],
      3,
      3,
    ]);
    held.release();
    await pending;
    expect(read()).toEqual(before);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to follow: gone',
      severity: 'error',
    });
    await waitFor(() =>
      expect(fetchCalls(extra).sort()).toEqual([
        'GET /collections/5',
        'GET /collections/followed',
        'POST /collections/query',
        'PUT /collections/follow/5',
      ]),
    );
  });

  it('followCollection of an uncached collection adds no row with only an id', async () => {
    const { store } = await cached(s => {
      s.dispatch(endpoints.getFollowedCollections.initiate());
    });
    const held = createDeferred();
    server.use(followHandler('collections', 'put')({ hold: held.promise }));
    const pending = store.dispatch(endpoints.followCollection.initiate(77));
    await flush();
    expect(
      endpoints.getFollowedCollections
        .select()(state(store))
        .data?.collections.map(c => c.id),
    ).toEqual([9]);
    held.release();
    await pending;
  });

  it('refuses a missing id without a request', async () => {
    const { store, extra } = setupApiStore();
    const result = await store.dispatch(endpoints.followTag.initiate(''));
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});
