import { setupMswServer } from '../../testing/mswServer';
import {
  createDeferred,
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
} from '../../testing/handlers/http';
import {
  deletePostVoteHandler,
  downvotePostHandler,
  favoritePostHandler,
  getPostHandler,
  getPostListHandler,
  getPostsHandler,
  unfavoritePostHandler,
  upvotePostHandler,
} from '../../testing/handlers/posts';
import { getCollectionHandler } from '../../testing/handlers/collections';
import { makePost } from '../../testing/fixtures/posts';
import { collectionsApi } from '../collections/collectionsApi';
import { postsApi } from './postsApi';
import { postVotesApi } from './postVotesApi';

const server = setupMswServer();

/** A store whose cache holds post 1 in every place a post can be. */
async function storeWithPostEverywhere() {
  const setup = setupApiStore();
  server.use(
    getPostHandler(),
    getPostsHandler(),
    getPostListHandler(),
    getCollectionHandler(),
  );
  const { store } = setup;
  store.dispatch(postsApi.endpoints.getPost.initiate(1));
  store.dispatch(postsApi.endpoints.getPosts.initiate({}));
  store.dispatch(postsApi.endpoints.getPosts.initiate({ favorite: true }));
  store.dispatch(postsApi.endpoints.getPostList.initiate({ list: 'hot' }));
  store.dispatch(collectionsApi.endpoints.getCollection.initiate(5));
  await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
  setup.extra.fetchApi.fetch.mockClear();

  const everywhere = () => {
    const state = store.getState();
    return [
      postsApi.endpoints.getPost.select(1)(state).data,
      postsApi.endpoints.getPosts.select({})(state).data?.posts[0],
      postsApi.endpoints.getPosts.select({ favorite: true })(state).data
        ?.posts[0],
      postsApi.endpoints.getPostList.select({ list: 'hot' })(state).data
        ?.posts[0],
      collectionsApi.endpoints.getCollection.select(5)(state).data?.posts?.[0],
    ];
  };
  return { ...setup, everywhere };
}

describe('votePost', () => {
  it('shows the vote at once everywhere and reverts it with an alert on 500', async () => {
    const { store, extra, everywhere } = await storeWithPostEverywhere();
    const held = createDeferred();
    server.use(
      upvotePostHandler({ status: 500, body: null, hold: held.promise }),
    );

    const pending = store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'up' }),
    );
    await flush();
    expect(everywhere()).toEqual(
      Array(5).fill(expect.objectContaining({ score: 4, ownVote: 1 })),
    );

    held.release();
    await pending;
    expect(everywhere()).toEqual(
      Array(5).fill(expect.objectContaining({ score: 3 })),
    );
    expect(everywhere()[0]?.ownVote).toBeUndefined();
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to vote post',
      severity: 'error',
    });
  });

  it('takes the score from the post the server answers with', async () => {
    const { store, extra, everywhere } = await storeWithPostEverywhere();
    server.use(
      downvotePostHandler({ body: makePost({ score: 10, ownVote: -1 }) }),
    );
    await store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'down' }),
    );
    expect(everywhere()).toEqual(
      Array(5).fill(expect.objectContaining({ score: 10, ownVote: -1 })),
    );
    expect(fetchCalls(extra)).toEqual(['GET /posts/1/downvote']);
    expect(extra.alertApi.post).not.toHaveBeenCalled();
  });

  it('rereads the post, and says so, when the answer does not match the contract', async () => {
    const { store, extra } = await storeWithPostEverywhere();
    server.use(upvotePostHandler({ body: { ok: true } }));
    await store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'up' }),
    );
    await flush();
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    expect(fetchCalls(extra)).toContain('GET /posts/1');
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to vote post',
      severity: 'error',
    });
  });

  it('carries the server reasons in the error and the alert', async () => {
    const { store, extra } = await storeWithPostEverywhere();
    server.use(
      upvotePostHandler({
        status: 400,
        body: errorsBody('Cannot vote own post'),
      }),
    );
    const result = await store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'up' }),
    );
    expect(result.error).toMatchObject({
      message: 'Failed to vote post',
      errors: [{ message: 'Cannot vote own post' }],
    });
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to vote post: Cannot vote own post',
      severity: 'error',
    });
  });

  it('rereads instead of undoing when another toggle on the post is in flight', async () => {
    const { store, extra } = await storeWithPostEverywhere();
    const first = createDeferred();
    const second = createDeferred();
    server.use(
      upvotePostHandler({ status: 500, body: null, hold: first.promise }),
      downvotePostHandler({
        hold: second.promise,
        body: makePost({ score: 2, ownVote: -1 }),
      }),
    );
    const up = store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'up' }),
    );
    const down = store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'down' }),
    );
    await flush();
    first.release();
    await up;
    // A blind undo of the upvote would wipe the pending downvote's guess.
    expect(
      postsApi.endpoints.getPost.select(1)(store.getState()).data,
    ).toMatchObject({
      score: 2,
      ownVote: -1,
    });
    second.release();
    await down;
    await flush();
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    expect(fetchCalls(extra)).toContain('GET /posts/1');
    expect(extra.alertApi.post).toHaveBeenCalledTimes(1);
  });

  it('refuses a missing id without a request', async () => {
    const { store, extra } = setupApiStore();
    const result = await store.dispatch(
      postVotesApi.endpoints.votePost.initiate({
        id: Number(undefined),
        vote: 'up',
      }),
    );
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});

describe('deletePostVote', () => {
  it('removes the vote at once and restores it with an alert on failure', async () => {
    const { store, extra, everywhere } = await storeWithPostEverywhere();
    store.dispatch(
      postsApi.util.updateQueryData('getPost', 1, post => {
        post.ownVote = 1;
      }),
    );
    const held = createDeferred();
    server.use(
      deletePostVoteHandler({ status: 500, body: null, hold: held.promise }),
    );
    const pending = store.dispatch(
      postVotesApi.endpoints.deletePostVote.initiate(1),
    );
    await flush();
    expect(everywhere()[0]).toMatchObject({ score: 2 });
    expect(everywhere()[0]?.ownVote).toBeUndefined();
    held.release();
    await pending;
    expect(everywhere()[0]).toMatchObject({ score: 3, ownVote: 1 });
    expect(fetchCalls(extra)).toEqual(['DELETE /posts/1/vote']);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to delete post vote',
      severity: 'error',
    });
  });

  it('refuses a missing id without a request', async () => {
    const { store, extra } = setupApiStore();
    const result = await store.dispatch(
      postVotesApi.endpoints.deletePostVote.initiate(NaN),
    );
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});

describe('favoritePost / unfavoritePost', () => {
  it('flags at once everywhere and refreshes only favourites lists', async () => {
    const { store, extra, everywhere } = await storeWithPostEverywhere();
    const held = createDeferred();
    server.use(favoritePostHandler({ hold: held.promise }));
    const pending = store.dispatch(
      postVotesApi.endpoints.favoritePost.initiate(1),
    );
    await flush();
    expect(everywhere()).toEqual(
      Array(5).fill(expect.objectContaining({ favorite: true })),
    );
    held.release();
    await pending;
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    expect(fetchCalls(extra)).toEqual([
      'GET /posts/1/favorite',
      'POST /posts/query',
    ]);
  });

  it.each([
    ['favoritePost', 'Failed to favorite', favoritePostHandler, true],
    ['unfavoritePost', 'Failed to unfavorite', unfavoritePostHandler, false],
  ] as const)(
    '%s reverts and alerts "%s" on failure',
    async (name, message, handler, flag) => {
      const { store, extra, everywhere } = await storeWithPostEverywhere();
      store.dispatch(
        postsApi.util.updateQueryData('getPost', 1, post => {
          post.favorite = !flag;
        }),
      );
      const held = createDeferred();
      server.use(handler({ status: 500, body: null, hold: held.promise }));
      const pending = store.dispatch(postVotesApi.endpoints[name].initiate(1));
      await flush();
      expect(everywhere()[0]?.favorite).toBe(flag);
      held.release();
      const result = await pending;
      expect(result.error).toMatchObject({
        message: expect.stringContaining(message),
      });
      expect(everywhere()[0]?.favorite).toBe(!flag);
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message,
        severity: 'error',
      });
    },
  );

  it('refuses a missing id without a request', async () => {
    const { store, extra } = setupApiStore();
    const result = await store.dispatch(
      postVotesApi.endpoints.unfavoritePost.initiate(NaN),
    );
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    const favorite = await store.dispatch(
      postVotesApi.endpoints.favoritePost.initiate(NaN),
    );
    expect(favorite.error).toMatchObject({ message: 'Invalid id provided' });
    const unvote = await store.dispatch(
      postVotesApi.endpoints.deletePostVote.initiate(NaN),
    );
    expect(unvote.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});
