import { waitFor } from '@testing-library/react';
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
  getFollowedPostsHandler,
} from '../../testing/handlers/follows';
import {
  getPostHandler,
  getPostsHandler,
  restorePostHandler,
  upvotePostHandler,
} from '../../testing/handlers/posts';
import { makePost } from '../../testing/fixtures/posts';
import { postsApi } from '../posts/postsApi';
import { postVotesApi } from '../posts/postVotesApi';
import { followsApi } from './followsApi';

const server = setupMswServer();
const { endpoints } = followsApi;
type Store = ReturnType<typeof setupApiStore>['store'];
const state = (store: Store) => store.getState();

const FOLLOWING = { following: true } as const;

/** The followed posts as the cache holds them: [id, following, has a thread]. */
const followedRows = (store: Store) => {
  const data = endpoints.getFollowedPosts.select()(state(store)).data;
  return [
    data?.posts.map(p => [p.id, p.following, 'answers' in p]),
    data?.count,
  ];
};
/** Post 1's flag in its read and in the unfiltered list. */
const flags = (store: Store) => [
  postsApi.endpoints.getPost.select(1)(state(store)).data?.following,
  postsApi.endpoints.getPosts
    .select({})(state(store))
    .data?.posts.find(p => p.id === 1)?.following,
];

/** A store that has read the followed posts, post 1, a list and the Following list. */
async function cached() {
  const setup = setupApiStore();
  server.use(getFollowedPostsHandler(), getPostHandler(), getPostsHandler());
  const { store } = setup;
  store.dispatch(endpoints.getFollowedPosts.initiate());
  store.dispatch(postsApi.endpoints.getPost.initiate(1));
  store.dispatch(postsApi.endpoints.getPosts.initiate({}));
  store.dispatch(postsApi.endpoints.getPosts.initiate(FOLLOWING));
  await Promise.all(store.dispatch(followsApi.util.getRunningQueriesThunk()));
  setup.extra.fetchApi.fetch.mockClear();
  return setup;
}

describe('followed posts', () => {
  it('reads GET /posts/followed once and a 403 as following nothing', async () => {
    const { store, extra } = setupApiStore();
    server.use(getFollowedPostsHandler());
    const first = await store.dispatch(endpoints.getFollowedPosts.initiate());
    await store.dispatch(endpoints.getFollowedPosts.initiate());
    expect(first.data).toMatchObject({ count: 1, posts: [{ id: 7 }] });
    expect(fetchCalls(extra)).toEqual(['GET /posts/followed']);

    const denied = setupApiStore();
    server.use(getFollowedPostsHandler({ status: 403, body: errorsBody() }));
    const result = await denied.store.dispatch(
      endpoints.getFollowedPosts.initiate(),
    );
    expect(result.data).toEqual({ posts: [], count: 0 });
  });
});

describe('followPost and unfollowPost', () => {
  it('shows the follow at once everywhere, then undoes it with an alert on 500', async () => {
    const { store, extra } = await cached();
    const before = [followedRows(store), flags(store)];
    const held = createDeferred();
    server.use(
      followHandler('posts', 'put')({ status: 500, hold: held.promise }),
    );

    const pending = store.dispatch(endpoints.followPost.initiate(1));
    await flush();
    // Every copy is flagged; the list gains the real post, without its thread.
    expect(flags(store)).toEqual([true, true]);
    expect(followedRows(store)).toEqual([
      [
        [7, true, false],
        [1, true, false],
      ],
      2,
    ]);

    held.release();
    expect((await pending).data).toBe(false);
    expect([followedRows(store), flags(store)]).toEqual(before);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to follow',
      severity: 'error',
    });
  });

  it('rereads the followed posts and the Following lists only, not the post or other lists', async () => {
    const { store, extra } = await cached();
    const held = createDeferred();
    server.use(followHandler('posts', 'put')({ hold: held.promise }));
    const pending = store.dispatch(endpoints.followPost.initiate(1));
    await flush();
    expect(flags(store)).toEqual([true, true]);

    server.use(
      getFollowedPostsHandler({
        body: {
          posts: [makePost({ id: 1, following: true })],
          count: 1,
        },
      }),
    );
    held.release();
    expect((await pending).data).toBe(true);
    await waitFor(() =>
      expect(followedRows(store)).toEqual([[[1, true, false]], 1]),
    );
    // The flag stays: the post is not reread (that would count a view).
    expect(flags(store)).toEqual([true, true]);
    await waitFor(() =>
      expect(fetchCalls(extra).sort()).toEqual([
        'GET /posts/followed',
        'POST /posts/query',
        'PUT /posts/follow/1',
      ]),
    );
    expect(extra.alertApi.post).not.toHaveBeenCalled();
  });

  it('drops the row at once on unfollow and restores it on failure', async () => {
    const { store, extra } = await cached();
    const held = createDeferred();
    server.use(
      followHandler(
        'posts',
        'delete',
      )({
        status: 404,
        body: errorsBody('Post not found'),
        hold: held.promise,
      }),
    );
    const pending = store.dispatch(endpoints.unfollowPost.initiate(7));
    await flush();
    expect(followedRows(store)).toEqual([[], 0]);

    held.release();
    await pending;
    expect(followedRows(store)).toEqual([[[7, true, false]], 1]);
    expect(fetchCalls(extra)[0]).toBe('DELETE /posts/follow/7');
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to unfollow: Post not found',
      severity: 'error',
    });
  });

  it('patches a followed post’s row when it is voted on elsewhere', async () => {
    const { store } = await cached();
    // Held, so what shows is the guess, not the server's answer.
    const held = createDeferred();
    server.use(
      upvotePostHandler({
        body: makePost({ id: 7, score: 4, ownVote: 1, following: true }),
        hold: held.promise,
      }),
    );
    const score = () =>
      endpoints.getFollowedPosts.select()(state(store)).data?.posts[0].score;
    expect(score()).toBe(3);
    const vote = store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 7, vote: 'up' }),
    );
    await flush();
    expect(score()).toBe(4);
    held.release();
    await vote;
    expect(score()).toBe(4);
  });

  it('refuses a missing id without a request', async () => {
    const { store, extra } = setupApiStore();
    const result = await store.dispatch(endpoints.followPost.initiate(NaN));
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});

describe('restoring a followed post', () => {
  it('rereads the restorer’s followed posts when they follow it, not otherwise', async () => {
    for (const following of [true, false]) {
      const { store, extra } = await cached();
      server.use(restorePostHandler({ body: makePost({ id: 9, following }) }));
      await store.dispatch(postsApi.endpoints.restorePost.initiate(9));
      await Promise.all(
        store.dispatch(followsApi.util.getRunningQueriesThunk()),
      );
      expect(fetchCalls(extra).includes('GET /posts/followed')).toBe(following);
    }
  });
});
