import type {
  AnswerOrderBy,
  Leaderboard,
  StatisticsPeriod,
} from '@agora/contract';
import type { Operation } from './measure';
import { benchSearchQueries, type BenchVocabulary } from './dataset';

const LIST = { label: 'p95 < 50 ms (20-post page)', p95Ms: 50 };
const SEARCH = { label: 'p95 < 100 ms (search)', p95Ms: 100 };
/** Statistics and directory reads take the list target (issue 16). */
const READ = { label: 'p95 < 50 ms (list target)', p95Ms: 50 };

const BOARDS: Leaderboard[] = [
  'posts/most-questions',
  'answers/most-answers',
  'posts/top-upvoted-users',
  'answers/top-upvoted-users',
  'answers/top-correct-upvoted-users',
];
/** Periods in turn, all time (undefined) included. */
const PERIODS: (StatisticsPeriod | undefined)[] = [
  undefined,
  '7d',
  '30d',
  '1y',
];
const ANSWER_ORDERS: AnswerOrderBy[] = ['created', 'score', 'updated'];
const periodQuery = (i: number, sep: '?' | '&') => {
  const period = PERIODS[i % PERIODS.length];
  return period ? `${sep}period=${period}` : '';
};

/** The UTC day `days` before today, as `fromDate` takes it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Readers and voters who never authored anything, so every vote is allowed. */
const benchUser = (i: number) => `user:default/bench-reader-${(i % 20) + 1}`;

/**
 * The calls the benchmark times. Lists are the 20-post pages the list
 * screens ask for; search goes through the same list route with
 * `searchQuery`, as the search box does; single-post get is the question
 * page (post + answers + comments, and a counted view); voting writes.
 */
export function benchOperations(
  v: BenchVocabulary,
  activePostIds: number[],
): Operation[] {
  const queries = benchSearchQueries(v);
  const filterTags = [v.tags[0], v.tags[5], v.tags[40], v.tags[200]];
  const postAt = (i: number) =>
    activePostIds[(i * 7919) % activePostIds.length];
  return [
    {
      name: 'list: recent, pages 1–25',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/recent?limit=20&offset=${(i % 25) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: hot (trend order)',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/hot?limit=20&offset=${(i % 5) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: by tag',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/recent?limit=20&tags=${encodeURIComponent(filterTags[i % filterTags.length])}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: unanswered questions',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/unanswered?limit=20&offset=${(i % 5) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: questions by score (POST /posts/query)',
      target: LIST,
      request: i => ({
        method: 'POST',
        path: '/posts/query',
        body: {
          type: 'question',
          orderBy: 'score',
          limit: 20,
          offset: (i % 5) * 20,
        },
        user: benchUser(i),
      }),
    },
    {
      name: 'search (12 queries, broad to narrow)',
      target: SEARCH,
      request: i => ({
        method: 'GET',
        path: `/posts/list/recent?limit=20&searchQuery=${encodeURIComponent(queries[i % queries.length])}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'get post with answers and comments',
      request: i => ({
        method: 'GET',
        path: `/posts/${postAt(i)}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'statistics: global (series of 7d / 30d / 1y)',
      target: READ,
      request: i => ({
        method: 'GET',
        // The statistics page asks without a period (30 days) most often.
        path: `/statistics/global${['', '?period=7d', '', '?period=1y'][i % 4]}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'statistics: user (authors, periods mixed)',
      target: READ,
      request: i => ({
        method: 'GET',
        path: `/statistics/user/${encodeURIComponent(v.users[(i * 37) % 60])}${periodQuery(i + 1, '?')}`,
        user: i % 3 === 0 ? v.users[(i * 37) % 60] : benchUser(i),
      }),
    },
    {
      name: 'statistics: user impact',
      target: READ,
      request: i => ({
        method: 'GET',
        path: '/statistics/user/impact',
        user: v.users[(i * 13) % 100],
      }),
    },
    ...BOARDS.map((board): Operation => ({
      name: `leaderboard: ${board} (periods mixed)`,
      target: READ,
      request: i => ({
        method: 'GET',
        path: `/statistics/${board}${periodQuery(i, '?')}`,
        user: v.users[(i * 11) % 200],
      }),
    })),
    {
      name: 'tags: by posts (default)',
      target: READ,
      request: i => ({
        method: 'GET',
        path: `/tags?limit=20&offset=${(i % 5) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'tags: by name / followers, name search',
      target: READ,
      request: i => ({
        method: 'GET',
        path: [
          `/tags?orderBy=tag&order=asc&limit=20&offset=${(i % 5) * 20}`,
          '/tags?orderBy=followerCount&limit=20',
          `/tags?limit=20&searchQuery=${encodeURIComponent(v.tags[i % 50].slice(0, 3))}`,
        ][i % 3],
        user: benchUser(i),
      }),
    },
    {
      name: 'users (reputation and other sorts)',
      target: READ,
      request: i => ({
        method: 'GET',
        path: `/users?limit=20${['', '&orderBy=totalQuestions', '&orderBy=totalAnswers', '&orderBy=userRef&order=asc'][i % 4]}&offset=${(i % 3) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'entities (posts count and other sorts)',
      target: READ,
      request: i => ({
        method: 'GET',
        path: `/entities?limit=20${['', '&orderBy=entityRef&order=asc', '&orderBy=followerCount'][i % 3]}`,
        user: benchUser(i),
      }),
    },
    {
      // The user page's Answers tab: 10 a page, newest first.
      name: "answers: a person's, newest first (POST /answers/query)",
      target: READ,
      request: i => ({
        method: 'POST',
        path: '/answers/query',
        body: {
          author: v.users[(i * 7) % 300],
          orderBy: 'created',
          order: 'desc',
          limit: 10,
          offset: (i % 3) * 10,
        },
        user: i % 4 === 0 ? v.users[(i * 7) % 300] : benchUser(i),
      }),
    },
    {
      name: 'answers: all, by date / score / last change (POST /answers/query)',
      target: READ,
      request: i => ({
        method: 'POST',
        path: '/answers/query',
        body: {
          orderBy: ANSWER_ORDERS[i % 3],
          order: i % 6 < 3 ? 'desc' : 'asc',
          // Every fourth call asks for the last 30 days.
          ...(i % 4 === 3 ? { fromDate: daysAgo(30) } : {}),
          limit: 10,
          offset: (i % 5) * 10,
        },
        user: benchUser(i),
      }),
    },
    {
      name: 'vote (upvote / downvote)',
      request: i => ({
        method: 'GET',
        path: `/posts/${postAt(i)}/${i % 2 === 0 ? 'upvote' : 'downvote'}`,
        user: benchUser(i + 7),
      }),
    },
  ];
}
