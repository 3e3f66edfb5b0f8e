import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  setupApiStore,
} from '../../testing/handlers/http';
import {
  globalStatisticsHandler,
  leaderboardHandler,
  userImpactHandler,
  userStatisticsHandler,
} from '../../testing/handlers/statistics';
import {
  EMPTY_GLOBAL_SUMMARY,
  EMPTY_USER_SUMMARY,
  statisticsApi,
} from './statisticsApi';

const server = setupMswServer();
const { endpoints } = statisticsApi;

// One endpoint per ranking call of docs/api.md.
it.each([
  ['getTopUpvotedAnswerAuthors', 'answers/top-upvoted-users'],
  ['getTopUpvotedCorrectAnswerAuthors', 'answers/top-correct-upvoted-users'],
  ['getTopUpvotedPostAuthors', 'posts/top-upvoted-users'],
  ['getTopQuestionAuthors', 'posts/most-questions'],
  ['getTopAnswerAuthors', 'answers/most-answers'],
] as const)(
  '%s reads /statistics/%s with limit and period, 403 → empty ranking',
  async (name, board) => {
    const { store, extra } = setupApiStore();
    server.use(leaderboardHandler());
    const result = await store.dispatch(
      endpoints[name].initiate({ limit: 5, period: '30d' }),
    );
    expect(result.data?.ranking).toHaveLength(1);
    expect(fetchCalls(extra)).toEqual([
      `GET /statistics/${board}?limit=5&period=30d`,
    ]);
    server.use(leaderboardHandler({ status: 403, body: errorsBody() }));
    const denied = await store.dispatch(endpoints[name].initiate({}));
    expect(denied.data).toEqual({ ranking: [] });
    expect(fetchCalls(extra)[1]).toBe(`GET /statistics/${board}`);
  },
);

it('impact, global and per-user statistics read their routes', async () => {
  const { store, extra } = setupApiStore();
  server.use(
    userImpactHandler(),
    globalStatisticsHandler(),
    userStatisticsHandler(),
  );
  expect(
    (await store.dispatch(endpoints.getUserImpact.initiate())).data,
  ).toEqual({
    impact: 120,
    lastWeekImpact: 12,
  });
  await store.dispatch(endpoints.getGlobalStatistics.initiate());
  await store.dispatch(
    endpoints.getUserStatistics.initiate('user:default/jane'),
  );
  expect(fetchCalls(extra)).toEqual([
    'GET /statistics/user/impact',
    'GET /statistics/global',
    'GET /statistics/user/user%3Adefault%2Fjane',
  ]);
});

it('reads 403 as zero counts', async () => {
  const { store } = setupApiStore();
  const denied = { status: 403, body: errorsBody() };
  server.use(
    userImpactHandler(denied),
    globalStatisticsHandler(denied),
    userStatisticsHandler(denied),
  );
  expect(
    (await store.dispatch(endpoints.getUserImpact.initiate())).data,
  ).toEqual({
    impact: 0,
    lastWeekImpact: 0,
  });
  expect(
    (await store.dispatch(endpoints.getGlobalStatistics.initiate())).data,
  ).toEqual({
    statistics: [],
    summary: EMPTY_GLOBAL_SUMMARY,
  });
  expect(
    (
      await store.dispatch(
        endpoints.getUserStatistics.initiate('user:default/x'),
      )
    ).data,
  ).toEqual({
    statistics: [],
    // The summary names its user, for the follow patcher.
    summary: { ...EMPTY_USER_SUMMARY, userRef: 'user:default/x' },
  });
  expect(EMPTY_GLOBAL_SUMMARY).toMatchObject({
    totalTags: 0,
    totalUsers: 0,
    totalViews: 0,
    totalVotes: 0,
  });
});
