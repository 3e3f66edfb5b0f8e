import type { Knex } from 'knex';
import {
  POST_STATUSES,
  type GlobalStat,
  type StatisticsPeriod,
  type UserStat,
  type UserStatisticsResponse,
} from '@agora/contract';
import { normalRef } from '../domain/refs';
import { nowIso, numOf } from './dbValues';
import { countPerDay, daysSince, groupByDay, periodStart } from './dayBuckets';
import type { DailyMetric } from './counters/dailyCounts';

/** Series default to the last 30 days; each entry holds that day's own counts. */
const seriesStart = (period?: StatisticsPeriod) =>
  periodStart(period ?? '30d')!;

/**
 * Everyone's activity per UTC day: content created, views counted, votes
 * cast, from the counters the writes keep (stores/counters/dailyCounts.ts).
 */
export async function globalSeries(
  db: Knex,
  period?: StatisticsPeriod,
): Promise<GlobalStat[]> {
  const from = seriesStart(period);
  const rows = await db('daily_counts')
    .where('day', '>=', from.slice(0, 10))
    .select('day', 'metric', 'total');
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.day} ${r.metric}`, numOf(r.total));
  return daysSince(from).map(day => {
    const n = (metric: DailyMetric) => counts.get(`${day} ${metric}`) ?? 0;
    return {
      date: day,
      totalQuestions: n('question'),
      totalArticles: n('article'),
      totalLinks: n('link'),
      totalAnswers: n('answers'),
      totalComments: n('comments'),
      totalViews: n('views'),
      totalVotes: n('votes'),
      totalTags: n('tags'),
      totalUsers: n('users'),
    };
  });
}

/** Statuses other than `active`: what is in one, or under a post in one, is not counted. */
const NOT_LIVE = POST_STATUSES.filter(status => status !== 'active');

/**
 * One user's statistics. Their anonymous posts and answers, and their
 * comments shown as anonymous under them, count only when they ask
 * themselves, so the numbers never reveal who wrote them; nothing
 * under a soft-deleted post counts.
 *
 * Each query reads the user's own rows from its indexes in migrations/001_initial.ts
 * (docs/performance.md, "Global and user statistics"), checking the post or
 * answer they belong to against the few that are not live (`NOT IN`) rather
 * than visiting it; the rows are those of stores/liveContent.ts. Votes,
 * tens of thousands for an active voter, come from `voter_days`.
 */
export async function userStatistics(
  db: Knex,
  ref: string,
  callerRef: string,
  period?: StatisticsPeriod,
): Promise<UserStatisticsResponse> {
  const userRef = normalRef(ref);
  const self = userRef === callerRef;
  const shown = (qb: Knex.QueryBuilder, anonymous: string) =>
    self ? qb : qb.where(anonymous, false);

  const deadPosts = () => db('posts').whereIn('status', NOT_LIVE).select('id');
  const deadAnswers = () =>
    db('answers')
      .whereIn('status', NOT_LIVE)
      .select('id')
      .union(db('answers').whereIn('post_id', deadPosts()).select('id'));
  const posts = () =>
    shown(
      db('posts as r').where({ 'r.author': userRef, 'r.status': 'active' }),
      'r.anonymous',
    );
  const answers = () =>
    shown(
      db('answers as r')
        .where({ 'r.author': userRef, 'r.status': 'active' })
        .whereNotIn('r.post_id', deadPosts()),
      'r.anonymous',
    );
  const comments = () => {
    const qb = db('comments as r')
      .where({ 'r.author': userRef, 'r.status': 'active' })
      .whereNotIn('r.post_id', deadPosts())
      .where(q =>
        q.whereNull('r.answer_id').orWhereNotIn('r.answer_id', deadAnswers()),
      );
    if (self) return qb;
    // Shown as anonymous under their own anonymous post or answer
    // (attributedComments in stores/liveContent.ts).
    const anonymous = (table: 'posts' | 'answers') =>
      db(table).where({ author: userRef, anonymous: true }).select('id');
    return qb
      .whereNotIn('r.post_id', anonymous('posts'))
      .where(q =>
        q
          .whereNull('r.answer_id')
          .orWhereNotIn('r.answer_id', anonymous('answers')),
      );
  };
  const views = () =>
    shown(
      db('post_views as r')
        .join('posts as p', 'p.id', 'r.post_id')
        .where({ 'p.author': userRef, 'p.status': 'active' }),
      'p.anonymous',
    );
  // Live votes cast, per day, kept by the writes (stores/counters/dailyCounts.ts).
  const votes = () => db('voter_days').where('user_ref', userRef);

  const from = seriesStart(period);
  /** All-time counts per day: the series reads its days, the summary sums all. */
  const byDay = async (qb: Knex.QueryBuilder, column = 'r.created') =>
    new Map<string, number>(
      (await groupByDay(db, qb, column)).map(
        (r: { day: string; n: unknown }) => [String(r.day), numOf(r.n)],
      ),
    );
  const sum = (days: Map<string, number>) =>
    [...days.values()].reduce((total, n) => total + n, 0);

  const followers = numOf(
    (
      (await db('user_followers')
        .where('user_ref', userRef)
        .count({ n: '*' })
        .first()) as { n?: unknown } | undefined
    )?.n,
  );
  const types = new Map<string, Map<string, number>>();
  let postViews = 0;
  for (const r of await groupByDay(
    db,
    posts()
      .select('r.type as type', db.raw('sum(r.views) as views'))
      .groupBy('r.type'),
    'r.created',
  )) {
    const days = types.get(String(r.type)) ?? new Map<string, number>();
    days.set(String(r.day), numOf(r.n));
    types.set(String(r.type), days);
    postViews += numOf(r.views);
  }
  const typeDays = (type: string) => types.get(type) ?? new Map();
  const answerDays = await byDay(answers());
  const commentDays = await byDay(comments());
  const viewDays = await countPerDay(db, views(), 'r.viewed', from);
  const voteDays = new Map<string, number>(
    (await votes().select('day', 'total')).map(r => [
      String(r.day),
      numOf(r.total),
    ]),
  );

  const statistics: UserStat[] = daysSince(from).map(day => ({
    date: day,
    totalQuestions: typeDays('question').get(day) ?? 0,
    totalArticles: typeDays('article').get(day) ?? 0,
    totalLinks: typeDays('link').get(day) ?? 0,
    totalAnswers: answerDays.get(day) ?? 0,
    totalComments: commentDays.get(day) ?? 0,
    totalViews: viewDays.get(day) ?? 0,
    totalVotes: voteDays.get(day) ?? 0,
    // Follows carry no timestamp, so every day shows the current count.
    totalFollowers: followers,
  }));
  const summary: UserStat = {
    totalQuestions: sum(typeDays('question')),
    totalArticles: sum(typeDays('article')),
    totalLinks: sum(typeDays('link')),
    totalAnswers: sum(answerDays),
    totalComments: sum(commentDays),
    totalViews: postViews,
    totalVotes: sum(voteDays),
    totalFollowers: followers,
    date: nowIso(),
  };
  return { statistics, summary };
}
