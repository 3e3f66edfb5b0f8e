import type { Knex } from 'knex';
import type {
  GlobalStat,
  Leaderboard,
  RankingEntry,
  RankingResponse,
  StatisticsPeriod,
  UserImpact,
} from '@agora/contract';
import { nowIso, numOf } from './dbValues';
import { periodStart } from './dayBuckets';
import { activePostIds } from './liveContent';

/**
 * Per-author totals of one leaderboard. Only active, non-anonymous content
 * (answers of active posts only) is attributed. Vote boards sum the net value of votes cast within the period;
 * count boards count content created within it.
 */
function leaderboardTotals(db: Knex, board: Leaderboard, since?: string) {
  const voteBoard = (kind: 'post' | 'answer', correctOnly = false) => {
    const table = kind === 'post' ? 'posts' : 'answers';
    const qb = db(`${kind}_votes as v`)
      .join(`${table} as c`, 'c.id', `v.${kind}_id`)
      .where('c.status', 'active')
      .where('c.anonymous', false)
      .groupBy('c.author')
      .select('c.author as author', db.raw('sum(v.value) as total'));
    if (kind === 'answer') qb.whereIn('c.post_id', activePostIds(db));
    if (correctOnly) qb.where('c.correct', true);
    if (since) qb.where('v.created', '>=', since);
    return qb;
  };
  const countBoard = (table: 'posts' | 'answers', type?: string) => {
    const qb = db(`${table} as c`)
      .where('c.status', 'active')
      .where('c.anonymous', false)
      .groupBy('c.author')
      .select('c.author as author', db.raw('count(*) as total'));
    if (table === 'answers') qb.whereIn('c.post_id', activePostIds(db));
    if (type) qb.where('c.type', type);
    if (since) qb.where('c.created', '>=', since);
    return qb;
  };
  switch (board) {
    case 'answers/top-upvoted-users':
      return voteBoard('answer');
    case 'answers/top-correct-upvoted-users':
      return voteBoard('answer', true);
    case 'posts/top-upvoted-users':
      return voteBoard('post');
    case 'posts/most-questions':
      return countBoard('posts', 'question');
    case 'answers/most-answers':
    default:
      return countBoard('answers');
  }
}

/**
 * The top `limit` authors (positive totals only, ties by name) and the
 * caller's own row wherever it ranks. All rows are ranked in memory: there is
 * one row per author, not per post.
 */
export async function ranking(
  db: Knex,
  board: Leaderboard,
  q: { limit: number; period?: StatisticsPeriod },
  userRef: string,
): Promise<RankingResponse> {
  const rows = await leaderboardTotals(db, board, periodStart(q.period));
  const ranked: RankingEntry[] = rows
    .map(r => ({ author: String(r.author), total: numOf(r.total) }))
    .filter(r => r.total > 0)
    .sort((a, b) => b.total - a.total || a.author.localeCompare(b.author))
    .map((r, i) => ({ ...r, position: i + 1 }));
  const loggedUser = ranked.find(r => r.author === userRef);
  return {
    ranking: ranked.slice(0, q.limit),
    ...(loggedUser ? { loggedUser } : {}),
  };
}

/**
 * Impact = all views of the caller's active posts (anonymous ones included:
 * it is their own number); lastWeekImpact = views counted in the period `7d`.
 */
export async function userImpact(
  db: Knex,
  userRef: string,
): Promise<UserImpact> {
  const own = db('posts').where({ author: userRef, status: 'active' });
  const total = await own.clone().sum({ n: 'views' }).first();
  const lastWeek = await db('post_views')
    .whereIn('post_id', own.clone().select('id'))
    .where('viewed', '>=', periodStart('7d')!)
    .count({ n: '*' })
    .first();
  return { impact: numOf(total?.n), lastWeekImpact: numOf(lastWeek?.n) };
}

/**
 * All-time totals of the global summary (docs/api.md, Statistics): posts
 * from `post_counts`, answers, comments and votes summed over the daily
 * counters, views from `statistics_totals`, users from `statistics_users`
 * (stores/dailyCounts.ts).
 */
export async function globalSummary(db: Knex): Promise<GlobalStat> {
  const posts = new Map<string, number>(
    (
      await db('post_counts').where('status', 'active').select('type', 'total')
    ).map(r => [String(r.type), numOf(r.total)]),
  );
  const daily = new Map<string, number>(
    (
      await db('daily_counts')
        .whereIn('metric', ['answers', 'comments', 'votes'])
        .groupBy('metric')
        .select('metric', db.raw('sum(total) as n'))
    ).map((r: any) => [String(r.metric), numOf(r.n)]),
  );
  const count = async (table: string) =>
    numOf((await db(table).count({ n: '*' }).first())?.n);
  const views = await db('statistics_totals')
    .where('name', 'views')
    .first('total');
  return {
    totalQuestions: posts.get('question') ?? 0,
    totalArticles: posts.get('article') ?? 0,
    totalLinks: posts.get('link') ?? 0,
    totalAnswers: daily.get('answers') ?? 0,
    totalComments: daily.get('comments') ?? 0,
    totalViews: numOf(views?.total),
    totalVotes: daily.get('votes') ?? 0,
    totalTags: await count('tags'),
    totalUsers: await count('statistics_users'),
    date: nowIso(),
  };
}
