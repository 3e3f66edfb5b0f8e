import type { Knex } from 'knex';
import {
  POST_STATUSES,
  type GlobalStat,
  type StatisticsPeriod,
  type UserStat,
  type UserStatisticsResponse,
} from '@agora/contract';
import { normalRef } from '../service/identity';
import { nowIso, numOf } from './dbValues';
import { countPerDay, daysSince, periodStart } from './dayBuckets';
import type { DailyMetric } from './dailyCounts';

/** Series default to the last 30 days; each entry holds that day's own counts. */
const seriesStart = (period?: StatisticsPeriod) =>
  periodStart(period ?? '30d')!;

type Counter = (from: string) => Promise<Map<string, number>>;

async function series<T>(
  from: string,
  counters: Record<string, Counter>,
  build: (day: string, counts: Record<string, number>) => T,
): Promise<T[]> {
  const maps: Record<string, Map<string, number>> = {};
  for (const [name, counter] of Object.entries(counters))
    maps[name] = await counter(from);
  return daysSince(from).map(day => {
    const counts: Record<string, number> = {};
    for (const name of Object.keys(counters))
      counts[name] = maps[name].get(day) ?? 0;
    return build(day, counts);
  });
}

/**
 * Everyone's activity per UTC day: content created, views counted, votes
 * cast, from the counters the writes keep (stores/dailyCounts.ts).
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
 * Each query reads the user's own rows from the indexes of migration 013
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
  const postsOf = (type: string) => posts().where('r.type', type);
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
  // Live votes cast, per day, kept by the writes (stores/dailyCounts.ts).
  const votes = () => db('voter_days').where('user_ref', userRef);

  const from = seriesStart(period);
  const perDay = (qb: Knex.QueryBuilder, column = 'r.created') =>
    countPerDay(db, qb, column, from);
  const count = async (qb: Knex.QueryBuilder) =>
    numOf(((await qb.count({ n: '*' }).first()) as { n?: unknown })?.n);

  const followers = await count(
    db('user_followers').where('user_ref', userRef),
  );

  const statistics: UserStat[] = await series(
    from,
    {
      questions: () => perDay(postsOf('question')),
      articles: () => perDay(postsOf('article')),
      links: () => perDay(postsOf('link')),
      answers: () => perDay(answers()),
      comments: () => perDay(comments()),
      views: () => perDay(views(), 'r.viewed'),
      votes: async () =>
        new Map(
          (
            await votes()
              .where('day', '>=', from.slice(0, 10))
              .select('day', 'total')
          ).map(r => [String(r.day), numOf(r.total)]),
        ),
    },
    (day, n) => ({
      date: day,
      totalQuestions: n.questions,
      totalArticles: n.articles,
      totalLinks: n.links,
      totalAnswers: n.answers,
      totalComments: n.comments,
      totalViews: n.views,
      totalVotes: n.votes,
      // Follows carry no timestamp, so every day shows the current count.
      totalFollowers: followers,
    }),
  );

  const byType = new Map<string, { n: number; views: number }>(
    (
      await posts()
        .groupBy('r.type')
        .select(
          'r.type as type',
          db.raw('count(*) as n'),
          db.raw('sum(r.views) as views'),
        )
    ).map((r: { type: string; n: unknown; views: unknown }) => [
      String(r.type),
      { n: numOf(r.n), views: numOf(r.views) },
    ]),
  );
  const summary: UserStat = {
    totalQuestions: byType.get('question')?.n ?? 0,
    totalArticles: byType.get('article')?.n ?? 0,
    totalLinks: byType.get('link')?.n ?? 0,
    totalAnswers: await count(answers()),
    totalComments: await count(comments()),
    totalViews: [...byType.values()].reduce((sum, t) => sum + t.views, 0),
    totalVotes: numOf((await votes().sum({ n: 'total' }).first())?.n),
    totalFollowers: followers,
    date: nowIso(),
  };
  return { statistics, summary };
}
