import { setupMswServer } from '../../testing/mswServer';
import {
  createDeferred,
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  addPostToCollectionHandler,
  collectionServer,
  createCollectionHandler,
  deleteCollectionHandler,
  getCollectionHandler,
  getCollectionsHandler,
  movePostInCollectionHandler,
  removePostFromCollectionHandler,
  updateCollectionHandler,
} from '../../testing/handlers/collections';
import { makeCollection } from '../../testing/fixtures/collections';
import { makePost } from '../../testing/fixtures/posts';
import { collectionsApi } from './collectionsApi';

const server = setupMswServer();
const { endpoints } = collectionsApi;

async function settled(store: ReturnType<typeof setupApiStore>['store']) {
  await flush();
  await Promise.all(
    store.dispatch(collectionsApi.util.getRunningQueriesThunk()),
  );
}

describe('collection reads', () => {
  it('getCollections posts the query and reads 403 as empty', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(getCollectionsHandler({ onRequest: seen }));
    const result = await store.dispatch(
      endpoints.getCollections.initiate({ owner: 'user:default/jane' }),
    );
    expect(result.data?.total).toBe(1);
    expect(seen.mock.calls[0][0].body).toEqual({ owner: 'user:default/jane' });
    expect(fetchCalls(extra)).toEqual(['POST /collections/query']);

    server.use(getCollectionsHandler({ status: 403, body: errorsBody() }));
    const denied = await store.dispatch(
      endpoints.getCollections.initiate({ limit: 3 }),
    );
    expect(denied.data).toEqual({ collections: [], total: 0 });
  });

  it('getCollection is cached and refuses a missing id', async () => {
    const { store, extra } = setupApiStore();
    server.use(getCollectionHandler());
    await store.dispatch(endpoints.getCollection.initiate(5));
    await store.dispatch(endpoints.getCollection.initiate(5));
    expect(fetchCalls(extra)).toEqual(['GET /collections/5']);
    const missing = await store.dispatch(endpoints.getCollection.initiate(NaN));
    expect(missing.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('collection changes', () => {
  it('createCollection seeds getCollection and refreshes lists', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(
      getCollectionsHandler(),
      createCollectionHandler({ onRequest: seen }),
    );
    store.dispatch(endpoints.getCollections.initiate({}));
    await settled(store);
    await store.dispatch(endpoints.createCollection.initiate({ title: 'New' }));
    await settled(store);
    expect(seen.mock.calls[0][0].body).toEqual({ title: 'New' });
    expect(
      endpoints.getCollection.select(50)(store.getState()).data,
    ).toMatchObject({ id: 50, posts: [] });
    expect(fetchCalls(extra)).toEqual([
      'POST /collections/query',
      'POST /collections',
      'POST /collections/query',
    ]);
  });

  it.each([
    [
      'createCollection',
      createCollectionHandler,
      'Failed to create collection',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(endpoints.createCollection.initiate({ title: '' })),
    ],
    [
      'updateCollection',
      updateCollectionHandler,
      'Failed to update collection',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(endpoints.updateCollection.initiate({ id: 5, title: '' })),
    ],
    [
      'addPostToCollection',
      addPostToCollectionHandler,
      'Failed to add post to collection',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          endpoints.addPostToCollection.initiate({ id: 5, postId: 1 }),
        ),
    ],
    [
      'removePostFromCollection',
      removePostFromCollectionHandler,
      'Failed to remove post from collection',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          endpoints.removePostFromCollection.initiate({ id: 5, postId: 1 }),
        ),
    ],
  ] as const)('%s fails with "%s"', async (_name, handler, message, call) => {
    const { store } = setupApiStore();
    server.use(handler({ status: 400, body: errorsBody('nope') }));
    const result = await call(store);
    expect(result.error).toMatchObject({
      message,
      errors: [{ message: 'nope' }],
    });
  });

  it('add and remove send postId and reread that collection only', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(
      getCollectionHandler(),
      addPostToCollectionHandler({ onRequest: seen }),
      removePostFromCollectionHandler({ onRequest: seen }),
    );
    store.dispatch(endpoints.getCollection.initiate(5));
    store.dispatch(endpoints.getCollection.initiate(6));
    await settled(store);
    await store.dispatch(
      endpoints.addPostToCollection.initiate({ id: 5, postId: 2 }),
    );
    await settled(store);
    await store.dispatch(
      endpoints.removePostFromCollection.initiate({ id: 5, postId: 2 }),
    );
    await settled(store);
    expect(seen.mock.calls.map(([r]) => [r.method, r.body])).toEqual([
      ['POST', { postId: 2 }],
      ['DELETE', { postId: 2 }],
    ]);
    expect(
      fetchCalls(extra).filter(c => c === 'GET /collections/5'),
    ).toHaveLength(3);
    expect(
      fetchCalls(extra).filter(c => c === 'GET /collections/6'),
    ).toHaveLength(1);
  });

  it('updateCollection and deleteCollection', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(
      updateCollectionHandler({ onRequest: seen }),
      deleteCollectionHandler({ onRequest: seen }),
    );
    await store.dispatch(
      endpoints.updateCollection.initiate({
        id: 5,
        title: 'T',
        description: 'D',
      }),
    );
    const deleted = await store.dispatch(
      endpoints.deleteCollection.initiate({ id: 5, reason: 'old' }),
    );
    expect(deleted.data).toBe(true);
    expect(seen.mock.calls.map(([r]) => r.body)).toEqual([
      { title: 'T', description: 'D' },
      { reason: 'old' },
    ]);
    expect(fetchCalls(extra)).toEqual([
      'POST /collections/5',
      'DELETE /collections/5',
    ]);
    const missing = await store.dispatch(
      endpoints.deleteCollection.initiate({ id: NaN }),
    );
    expect(missing.error).toMatchObject({ message: 'Invalid id provided' });
  });
});

describe('movePostInCollection', () => {
  const order = (store: ReturnType<typeof setupApiStore>['store']) =>
    endpoints.getCollection
      .select(5)(store.getState())
      .data?.posts?.map(p => p.id);

  it('moves at once, then rereads the collection', async () => {
    const { store, extra } = setupApiStore();
    const held = createDeferred();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(
      getCollectionHandler(),
      movePostInCollectionHandler({ hold: held.promise, onRequest: seen }),
    );
    store.dispatch(endpoints.getCollection.initiate(5));
    await settled(store);
    const pending = store.dispatch(
      endpoints.movePostInCollection.initiate({
        id: 5,
        postId: 3,
        rank: 'top',
      }),
    );
    await flush();
    expect(order(store)).toEqual([3, 1, 2]);
    held.release();
    await pending;
    await settled(store);
    expect(seen.mock.calls[0][0].body).toEqual({ postId: 3, rank: 'top' });
    expect(fetchCalls(extra)).toEqual([
      'GET /collections/5',
      'POST /collections/5/rank',
      'GET /collections/5',
    ]);
  });

  it('reverts and alerts when the move fails', async () => {
    const { store, extra } = setupApiStore();
    const held = createDeferred();
    server.use(
      getCollectionHandler(),
      movePostInCollectionHandler({
        status: 500,
        body: null,
        hold: held.promise,
      }),
    );
    store.dispatch(endpoints.getCollection.initiate(5));
    await settled(store);
    const pending = store.dispatch(
      endpoints.movePostInCollection.initiate({
        id: 5,
        postId: 1,
        rank: 'bottom',
      }),
    );
    await flush();
    expect(order(store)).toEqual([2, 3, 1]);
    held.release();
    const result = await pending;
    expect(result.data).toBe(false);
    expect(order(store)).toEqual([1, 2, 3]);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to update collection',
      severity: 'error',
    });
  });

  it.each([
    ['up', 2, [2, 1, 3]],
    ['down', 2, [1, 3, 2]],
  ] as const)(
    'moves %s through the endpoint at once and back on an errors answer',
    async (rank, postId, during) => {
      const { store, extra } = setupApiStore();
      const held = createDeferred();
      const seen = jest.fn<void, [SeenRequest]>();
      server.use(
        getCollectionHandler(),
        movePostInCollectionHandler({
          status: 400,
          body: errorsBody('not in collection'),
          hold: held.promise,
          onRequest: seen,
        }),
      );
      store.dispatch(endpoints.getCollection.initiate(5));
      await settled(store);
      const pending = store.dispatch(
        endpoints.movePostInCollection.initiate({ id: 5, postId, rank }),
      );
      await flush();
      expect(order(store)).toEqual(during);
      held.release();
      const result = await pending;
      expect(result.error).toMatchObject({ kind: 'server-errors' });
      expect(order(store)).toEqual([1, 2, 3]);
      expect(seen.mock.calls[0][0].body).toEqual({ postId, rank });
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message: 'Failed to update collection: not in collection',
        severity: 'error',
      });
    },
  );
});

describe('rapid moves', () => {
  const order = (store: ReturnType<typeof setupApiStore>['store']) =>
    endpoints.getCollection
      .select(5)(store.getState())
      .data?.posts?.map(p => p.id);
  const move = (
    store: ReturnType<typeof setupApiStore>['store'],
    postId: number,
    rank: 'top' | 'up' | 'down' | 'bottom',
  ) =>
    store.dispatch(
      endpoints.movePostInCollection.initiate({ id: 5, postId, rank }),
    );

  it('end in the order clicked when the answers are released in reverse, with one reread', async () => {
    const answers = [createDeferred(), createDeferred(), createDeferred()];
    const fake = collectionServer(
      makeCollection({
        posts: [1, 2, 3, 4].map(id => makePost({ id })),
      }),
      { holdAnswer: n => answers[n].promise },
    );
    server.use(...fake.handlers);
    const { store, extra } = setupApiStore();
    store.dispatch(endpoints.getCollection.initiate(5));
    await settled(store);

    const moves = [
      move(store, 4, 'top'),
      move(store, 2, 'down'),
      move(store, 1, 'up'),
    ];
    await flush();
    // Every click shows at once, in the order clicked.
    expect(order(store)).toEqual([1, 4, 3, 2]);
    // Moves are relative, so the second waits until the first is answered.
    expect(fake.state.received).toEqual(['top 4']);

    answers[2].release();
    answers[1].release();
    await flush();
    expect(fake.state.received).toEqual(['top 4']);
    answers[0].release();
    await Promise.all(moves);
    await settled(store);

    expect(fake.state.received).toEqual(['top 4', 'down 2', 'up 1']);
    expect(order(store)).toEqual([1, 4, 3, 2]);
    // No reread while later moves were still on their way.
    expect(
      fetchCalls(extra).filter(c => c === 'GET /collections/5'),
    ).toHaveLength(2);
    expect(extra.alertApi.post).not.toHaveBeenCalled();
  });

  it('reread instead of undoing when a move fails while a later one is queued', async () => {
    const first = createDeferred();
    const fake = collectionServer(makeCollection(), {
      holdAnswer: n => (n === 0 ? first.promise : undefined),
      failAnswer: n => n === 0,
    });
    server.use(...fake.handlers);
    const { store, extra } = setupApiStore();
    store.dispatch(endpoints.getCollection.initiate(5));
    await settled(store);

    const moves = [move(store, 3, 'top'), move(store, 1, 'bottom')];
    await flush();
    expect(order(store)).toEqual([3, 2, 1]);
    first.release();
    await Promise.all(moves);
    await settled(store);

    // The server kept only the second move; the page ends on its order.
    expect(order(store)).toEqual([2, 3, 1]);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to update collection: Internal error',
      severity: 'error',
    });
  });
});
