import { setupMswServer } from '../testing/mswServer';
import { fetchCalls, flush, setupApiStore } from '../testing/handlers/http';
import { getPostHandler, getPostsHandler } from '../testing/handlers/posts';
import {
  createPostHandler,
  deletePostHandler,
  restorePostHandler,
  updatePostHandler,
  upvotePostHandler,
} from '../testing/handlers/posts';
import {
  markAnswerCorrectHandler,
  postAnswerHandler,
  upvoteAnswerHandler,
} from '../testing/handlers/answers';
import {
  commentPostHandler,
  updatePostCommentHandler,
} from '../testing/handlers/comments';
import { getCollectionHandler } from '../testing/handlers/collections';
import {
  getEntitiesHandler,
  getEntityHandler,
} from '../testing/handlers/entities';
import { getFollowedTagsHandler } from '../testing/handlers/follows';
import {
  globalStatisticsHandler,
  leaderboardHandler,
  userImpactHandler,
  userStatisticsHandler,
} from '../testing/handlers/statistics';
import { getTagHandler, getTagsHandler } from '../testing/handlers/tags';
import { getUsersHandler } from '../testing/handlers/users';
import { makePost } from '../testing/fixtures/posts';
import { answersApi } from '../features/answers/answersApi';
import { collectionsApi } from '../features/collections/collectionsApi';
import { commentsApi } from '../features/comments/commentsApi';
import { entitiesApi } from '../features/entities/entitiesApi';
import { followsApi } from '../features/follows/followsApi';
import { postsApi } from '../features/posts/postsApi';
import { postVotesApi } from '../features/posts/postVotesApi';
import { statisticsApi } from '../features/statistics/statisticsApi';
import { tagsApi } from '../features/tags/tagsApi';
import { usersApi } from '../features/users/usersApi';
import { agoraApi } from './agoraApi';

const server = setupMswServer();
type Store = ReturnType<typeof setupApiStore>['store'];

/** Every cached read, by the request that refetches it. */
const READS = {
  post1: 'GET /posts/1',
  post4: 'GET /posts/4',
  postList: 'POST /posts/query',
  collection5: 'GET /collections/5',
  tagList: 'GET /tags',
  tagCatalog: 'GET /tags/catalog',
  tagDocs: 'GET /tags/docs',
  entityList: 'GET /entities',
  entityPayments: 'GET /entities/component%3Adefault%2Fpayments',
  entityBilling: 'GET /entities/component%3Adefault%2Fbilling',
  global: 'GET /statistics/global',
  ranking: 'GET /statistics/answers/most-answers',
  impact: 'GET /statistics/user/impact',
  users: 'GET /users',
  userStats: 'GET /statistics/user/user%3Adefault%2Fjane',
  followedTags: 'GET /tags/followed',
};
type Read = keyof typeof READS;

/**
 * A store that holds one of everything: post 1 (tag `catalog`, entity
 * `payments`) in its read, the posts list and collection 5; post 4; tag and
 * entity reads related to post 1 and unrelated ones; every kind of
 * statistics; users; a followed list.
 */
async function storeWithEverything() {
  const setup = setupApiStore();
  // msw tries the latest `use` first: specific routes after the generic ones.
  server.use(
    leaderboardHandler(),
    userStatisticsHandler(),
    getTagHandler(),
    getEntityHandler(),
  );
  server.use(
    userImpactHandler(),
    globalStatisticsHandler(),
    getFollowedTagsHandler(),
    getPostHandler(),
    getPostsHandler(),
    getCollectionHandler(),
    getTagsHandler(),
    getEntitiesHandler(),
    getUsersHandler(),
  );
  const { store } = setup;
  store.dispatch(postsApi.endpoints.getPost.initiate(1));
  store.dispatch(postsApi.endpoints.getPost.initiate(4));
  store.dispatch(postsApi.endpoints.getPosts.initiate({}));
  store.dispatch(collectionsApi.endpoints.getCollection.initiate(5));
  store.dispatch(tagsApi.endpoints.getTags.initiate({}));
  store.dispatch(tagsApi.endpoints.getTag.initiate('catalog'));
  store.dispatch(tagsApi.endpoints.getTag.initiate('docs'));
  store.dispatch(entitiesApi.endpoints.getEntities.initiate({}));
  store.dispatch(
    entitiesApi.endpoints.getEntity.initiate('component:default/payments'),
  );
  store.dispatch(
    entitiesApi.endpoints.getEntity.initiate('component:default/billing'),
  );
  store.dispatch(statisticsApi.endpoints.getGlobalStatistics.initiate());
  store.dispatch(statisticsApi.endpoints.getTopAnswerAuthors.initiate({}));
  store.dispatch(statisticsApi.endpoints.getUserImpact.initiate());
  store.dispatch(usersApi.endpoints.getUsers.initiate({}));
  store.dispatch(
    statisticsApi.endpoints.getUserStatistics.initiate('user:default/jane'),
  );
  store.dispatch(followsApi.endpoints.getFollowedTags.initiate());
  await settle(store);
  setup.extra.fetchApi.fetch.mockClear();
  return setup;
}

/** Waits until no read is running, including refetches started by refetches settling. */
async function settle(store: Store) {
  for (;;) {
    await flush();
    const running = store.dispatch(agoraApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.all(running);
  }
}

const ALL = Object.keys(READS) as Read[];

describe.each<[string, () => void, (store: Store) => Promise<unknown>, Read[]]>(
  [
    [
      'createPost',
      () => server.use(createPostHandler()),
      s =>
        s.dispatch(
          postsApi.endpoints.createPost.initiate({
            type: 'question',
            title: 'T',
            content: 'C',
          }),
        ),
      // Post 42 is filed under catalog and payments.
      [
        'postList',
        'tagList',
        'tagCatalog',
        'entityList',
        'entityPayments',
        'global',
        'ranking',
        'impact',
        'users',
        'userStats',
      ],
    ],
    [
      'updatePost',
      () =>
        server.use(
          updatePostHandler({
            body: makePost({ id: 1, tags: ['docs'], entities: [] }),
          }),
        ),
      s =>
        s.dispatch(
          postsApi.endpoints.updatePost.initiate({
            id: 1,
            type: 'question',
            title: 'T',
            content: 'C',
          }),
        ),
      // The tags it had (catalog, payments) and the one it has now (docs).
      [
        'post1',
        'postList',
        'collection5',
        'tagList',
        'tagCatalog',
        'tagDocs',
        'entityList',
        'entityPayments',
        'global',
        'users',
        'userStats',
      ],
    ],
    [
      'deletePost',
      () => server.use(deletePostHandler()),
      s => s.dispatch(postsApi.endpoints.deletePost.initiate({ id: 1 })),
      [
        'post1',
        'postList',
        'collection5',
        'tagList',
        'tagCatalog',
        'entityList',
        'entityPayments',
        'global',
        'ranking',
        'impact',
        'users',
        'userStats',
      ],
    ],
    [
      'restorePost',
      () =>
        server.use(
          restorePostHandler({
            body: makePost({
              id: 4,
              tags: ['docs'],
              entities: ['component:default/billing'],
            }),
          }),
        ),
      s => s.dispatch(postsApi.endpoints.restorePost.initiate(4)),
      [
        'post4',
        'postList',
        'tagList',
        'tagDocs',
        'entityList',
        'entityBilling',
        'global',
        'ranking',
        'impact',
        'users',
        'userStats',
      ],
    ],
    [
      'votePost',
      () => server.use(upvotePostHandler()),
      s =>
        s.dispatch(
          postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'up' }),
        ),
      // The post is patched, not reread.
      ['global', 'ranking', 'users', 'userStats'],
    ],
    [
      'voteAnswer',
      () => server.use(upvoteAnswerHandler()),
      s =>
        s.dispatch(
          answersApi.endpoints.voteAnswer.initiate({
            postId: 1,
            answerId: 11,
            vote: 'up',
          }),
        ),
      ['global', 'ranking', 'users', 'userStats'],
    ],
    [
      'markAnswerCorrect',
      () => server.use(markAnswerCorrectHandler()),
      s =>
        s.dispatch(
          answersApi.endpoints.markAnswerCorrect.initiate({
            postId: 1,
            answerId: 11,
          }),
        ),
      ['post1', 'postList', 'collection5', 'ranking', 'users', 'userStats'],
    ],
    [
      'postAnswer',
      () => server.use(postAnswerHandler()),
      s =>
        s.dispatch(
          answersApi.endpoints.postAnswer.initiate({ postId: 1, answer: 'A' }),
        ),
      [
        'post1',
        'postList',
        'collection5',
        'global',
        'ranking',
        'users',
        'userStats',
      ],
    ],
    [
      'commentPost',
      () => server.use(commentPostHandler()),
      s =>
        s.dispatch(
          commentsApi.endpoints.commentPost.initiate({
            postId: 1,
            content: 'C',
          }),
        ),
      ['post1', 'postList', 'collection5', 'global', 'users', 'userStats'],
    ],
    [
      'updatePostComment',
      () => server.use(updatePostCommentHandler()),
      s =>
        s.dispatch(
          commentsApi.endpoints.updatePostComment.initiate({
            postId: 1,
            commentId: 3,
            content: 'C',
          }),
        ),
      // An edit counts nothing.
      ['post1', 'postList', 'collection5'],
    ],
  ],
)('%s', (_name, handle, mutate, expected) => {
  it('refetches exactly the reads showing what the server recomputed', async () => {
    const { store, extra } = await storeWithEverything();
    handle();
    await mutate(store);
    await settle(store);
    const refetched = fetchCalls(extra).slice(1).sort();
    expect(refetched).toEqual(expected.map(read => READS[read]).sort());
    const untouched = ALL.filter(read => !expected.includes(read)).map(
      read => READS[read],
    );
    expect(refetched.filter(call => untouched.includes(call))).toEqual([]);
  });
});
