import type { Knex } from 'knex';
import type { GlobalStat, UserImpact } from '@agora/contract';
import { nowIso, numOf } from './dbValues';
import { periodStart } from './dayBuckets';

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
 * (stores/counters/dailyCounts.ts).
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
