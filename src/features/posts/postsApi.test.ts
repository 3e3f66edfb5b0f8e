import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  clickLinkHandler,
  createPostHandler,
  deletePostHandler,
  getPostHandler,
  getPostListHandler,
  getPostsHandler,
  restorePostHandler,
  updatePostHandler,
} from '../../testing/handlers/posts';
import { makePost } from '../../testing/fixtures/posts';
import type { AgoraDispatch } from '../../state/store';
import { postsApi } from './postsApi';

const server = setupMswServer();

describe('postsApi reads', () => {
  it('getPosts posts the query as the body through fetchApi', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(getPostsHandler({ onRequest: seen }));

    const result = await store.dispatch(
      postsApi.endpoints.getPosts.initiate({
        tags: ['a', 'b'],
        limit: 5,
        favorite: true,
      }),
    );

    expect(result.data?.total).toBe(2);
    expect(seen.mock.calls[0][0].body).toEqual({
      tags: ['a', 'b'],
      limit: 5,
      favorite: true,
    });
    expect(fetchCalls(extra)).toEqual(['POST /posts/query']);
  });

  it('getPosts fails with "Failed to fetch posts" carrying the errors list', async () => {
    const { store } = setupApiStore();
    server.use(
      getPostsHandler({ status: 400, body: errorsBody('limit too big') }),
    );
    const result = await store.dispatch(
      postsApi.endpoints.getPosts.initiate({}),
    );
    expect(result.error).toMatchObject({
      message: 'Failed to fetch posts',
      errors: [{ message: 'limit too big' }],
    });
  });

  it.each([
    [
      'getPosts',
      () => postsApi.endpoints.getPosts.initiate({}),
      getPostsHandler,
    ],
    [
      'getPostList',
      () => postsApi.endpoints.getPostList.initiate({ list: 'hot' }),
      getPostListHandler,
    ],
  ] as const)(
    '%s reads a 403 as an empty list',
    async (_name, initiate, handler) => {
      const { store } = setupApiStore();
      server.use(handler({ status: 403, body: errorsBody('forbidden') }));
      const result = await store.dispatch(initiate());
      expect(result.error).toBeUndefined();
      expect(result.data).toEqual({ posts: [], total: 0 });
    },
  );

  it('getPostList sends the preset in the path and filters as a query string', async () => {
    const { store, extra } = setupApiStore();
    server.use(getPostListHandler());
    await store.dispatch(
      postsApi.endpoints.getPostList.initiate({
        list: 'unanswered',
        tags: ['x', 'y'],
        limit: 10,
        offset: 0,
        searchQuery: '',
        noVotes: false,
      }),
    );
    expect(fetchCalls(extra)).toEqual([
      'GET /posts/list/unanswered?tags=x&tags=y&limit=10',
    ]);
  });

  it('getPost reads one post and is cached per id', async () => {
    const { store, extra } = setupApiStore();
    server.use(getPostHandler());
    const first = await store.dispatch(postsApi.endpoints.getPost.initiate(1));
    await store.dispatch(postsApi.endpoints.getPost.initiate(1));
    expect(first.data?.answers).toHaveLength(1);
    expect(fetchCalls(extra)).toEqual(['GET /posts/1']);
  });

  it('getPost fails with "Failed to fetch post" carrying the errors list', async () => {
    const { store } = setupApiStore();
    server.use(
      getPostHandler({
        status: 404,
        body: { errors: [{ message: 'Post not found' }] },
      }),
    );
    const result = await store.dispatch(postsApi.endpoints.getPost.initiate(9));
    expect(result.error).toMatchObject({
      message: 'Failed to fetch post',
      errors: [{ message: 'Post not found' }],
    });
  });
});

describe('postsApi invalid ids', () => {
  const calls: Array<
    [string, (dispatch: AgoraDispatch) => PromiseLike<{ error?: unknown }>]
  > = [
    ['getPost', d => d(postsApi.endpoints.getPost.initiate(Number(undefined)))],
    [
      'deletePost',
      d => d(postsApi.endpoints.deletePost.initiate({ id: Number(undefined) })),
    ],
    [
      'restorePost',
      d => d(postsApi.endpoints.restorePost.initiate(Number(undefined))),
    ],
    [
      'clickLink',
      d => d(postsApi.endpoints.clickLink.initiate(Number(undefined))),
    ],
    [
      'updatePost',
      d =>
        d(
          postsApi.endpoints.updatePost.initiate({
            id: Number(undefined),
            type: 'question',
            title: 't',
            content: 'c',
          }),
        ),
    ],
  ];
  it.each(calls)(
    '%s refuses a missing id without a request',
    async (_name, call) => {
      const { store, extra } = setupApiStore();
      const result = await call(store.dispatch);
      expect(result.error).toMatchObject({
        kind: 'invalid-id',
        message: 'Invalid id provided',
      });
      expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
    },
  );
});

describe('postsApi mutations', () => {
  const request = {
    type: 'question' as const,
    title: 'T',
    content: 'C',
    tags: ['a'],
  };

  it('createPost posts the payload, seeds getPost and refreshes lists only', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(
      createPostHandler({ onRequest: seen }),
      getPostsHandler(),
      getPostHandler(),
    );
    store.dispatch(postsApi.endpoints.getPosts.initiate({}));
    store.dispatch(postsApi.endpoints.getPost.initiate(1));
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));

    const created = await store.dispatch(
      postsApi.endpoints.createPost.initiate(request),
    );
    expect(created.data?.id).toBe(42);
    expect(seen.mock.calls[0][0].body).toEqual(request);
    await flush();
    expect(
      postsApi.endpoints.getPost.select(42)(store.getState()).data,
    ).toMatchObject({
      id: 42,
      answers: [],
    });
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    // The new post's own read is seeded, not fetched; post 1 is untouched.
    // The first two reads run concurrently, so their order is not fixed.
    const calls = fetchCalls(extra);
    expect(calls.slice(0, 2).sort()).toEqual([
      'GET /posts/1',
      'POST /posts/query',
    ]);
    expect(calls.slice(2)).toEqual(['POST /posts', 'POST /posts/query']);
  });

  it('createPost fails with "Failed to create post"', async () => {
    const { store } = setupApiStore();
    server.use(
      createPostHandler({ status: 400, body: errorsBody('title required') }),
    );
    const result = await store.dispatch(
      postsApi.endpoints.createPost.initiate(request),
    );
    expect(result.error).toMatchObject({
      message: 'Failed to create post',
      errors: [{ message: 'title required' }],
    });
  });

  it('updatePost posts to /posts/{id} and refetches that post only', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(updatePostHandler({ onRequest: seen }), getPostHandler());
    store.dispatch(postsApi.endpoints.getPost.initiate(1));
    store.dispatch(postsApi.endpoints.getPost.initiate(2));
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));

    await store.dispatch(
      postsApi.endpoints.updatePost.initiate({ id: 1, ...request }),
    );
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    expect(seen.mock.calls[0][0].body).toEqual(request);
    expect(fetchCalls(extra).filter(c => c === 'GET /posts/1')).toHaveLength(2);
    expect(fetchCalls(extra).filter(c => c === 'GET /posts/2')).toHaveLength(1);
  });

  it('updatePost fails with "Failed to update post"', async () => {
    const { store } = setupApiStore();
    server.use(updatePostHandler({ status: 400, body: errorsBody() }));
    const result = await store.dispatch(
      postsApi.endpoints.updatePost.initiate({ id: 1, ...request }),
    );
    expect(result.error).toMatchObject({
      message: 'Failed to update post',
      errors: [{ message: 'Bad request' }],
    });
  });

  it('deletePost sends the reason and yields a success boolean', async () => {
    const { store } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(deletePostHandler({ onRequest: seen }));
    const ok = await store.dispatch(
      postsApi.endpoints.deletePost.initiate({ id: 1, reason: 'spam' }),
    );
    expect(ok.data).toBe(true);
    expect(seen.mock.calls[0][0]).toMatchObject({
      method: 'DELETE',
      body: { reason: 'spam' },
    });
    expect(seen.mock.calls[0][0].url.search).toBe('');

    server.use(deletePostHandler({ status: 500, body: null }));
    const failed = await store.dispatch(
      postsApi.endpoints.deletePost.initiate({ id: 1 }),
    );
    expect(failed.data).toBe(false);
  });

  it('deletePost with permanent sends permanent=true in the query string', async () => {
    const { store } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(deletePostHandler({ onRequest: seen }));
    const ok = await store.dispatch(
      postsApi.endpoints.deletePost.initiate({
        id: 7,
        reason: 'duplicate',
        permanent: true,
      }),
    );
    expect(ok.data).toBe(true);
    const { method, url, body } = seen.mock.calls[0][0];
    expect({ method, path: url.pathname, search: url.search, body }).toEqual({
      method: 'DELETE',
      path: expect.stringMatching(/\/posts\/7$/),
      search: '?permanent=true',
      body: { reason: 'duplicate' },
    });
  });

  it('restorePost posts to /restore and fails with "Failed to restore post"', async () => {
    const { store, extra } = setupApiStore();
    server.use(restorePostHandler());
    await store.dispatch(postsApi.endpoints.restorePost.initiate(3));
    expect(fetchCalls(extra)).toEqual(['POST /posts/3/restore']);
    server.use(
      restorePostHandler({ status: 403, body: errorsBody('moderators only') }),
    );
    const failed = await store.dispatch(
      postsApi.endpoints.restorePost.initiate(3),
    );
    expect(failed.error).toMatchObject({ message: 'Failed to restore post' });
  });

  it('clickLink PUTs the click and yields a success boolean', async () => {
    const { store, extra } = setupApiStore();
    server.use(clickLinkHandler());
    const ok = await store.dispatch(
      postsApi.endpoints.clickLink.initiate(makePost({ id: 6 }).id),
    );
    expect(ok.data).toBe(true);
    expect(fetchCalls(extra)).toEqual(['PUT /posts/6/click']);
  });
});
