import type { Knex } from 'knex';
import type { DbTime } from '../domain/rows';
import { ACTIVITY_SQL, TREND_WINDOW_MS, trendSql } from './postQuery';

interface Ranked {
  id: number;
  trend: number;
}

const ranked = (rows: { id: number; trend: number | string }[]): Ranked[] =>
  // PostgreSQL returns the numeric trend as a string.
  rows.map(row => ({ id: Number(row.id), trend: Number(row.trend) }));

/**
 * One page of post ids in trend order without computing the trend of every
 * matching post (trend = activity × recency weight, see trendSql).
 *
 * The page is the best `offset + limit` (= n) of the merge of two short
 * lists: the best n recent posts (inside the trend window, one month's
 * worth, scored in full) and the best n older ones, whose trend is their
 * activity. Newest-first ("desc", the hot list) reads the older ones as the
 * top n by activity over all posts straight from the expression index on
 * activity (migrations/001_initial.ts), dropping recent ones afterwards: a post outranking an older
 * post by activity outranks it by trend too (weights are ≥ 1), so every
 * older post of the true top n is among them. Ascending order has no such
 * shortcut and filters older posts by date first. Ties break by id, as in
 * every list.
 */
export async function trendPageIds(
  db: Knex,
  base: Knex.QueryBuilder,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const wanted = offset + limit;
  const now = Date.now();
  const cutoff = now - TREND_WINDOW_MS;
  const cutoffIso = new Date(cutoff).toISOString();
  const trend = trendSql(now);

  const recentQuery = base
    .clone()
    .where('posts.created', '>=', cutoffIso)
    .select('posts.id', db.raw(`${trend.sql} as trend`, trend.bindings))
    .orderByRaw(`${trend.sql} ${order}`, trend.bindings)
    .orderBy('posts.id', order)
    .limit(wanted);
  const olderQuery = base
    .clone()
    .select('posts.id', 'posts.created', db.raw(`${ACTIVITY_SQL} as trend`))
    .orderByRaw(`${ACTIVITY_SQL} ${order}`)
    .orderBy('posts.id', order)
    .limit(wanted);
  if (order === 'asc') olderQuery.where('posts.created', '<', cutoffIso);

  const [recent, older] = await Promise.all([recentQuery, olderQuery]);
  const olderOnly = older.filter(
    (row: { created: DbTime }) => new Date(row.created).getTime() < cutoff,
  );
  const sign = order === 'asc' ? 1 : -1;
  const merged = [...ranked(recent), ...ranked(olderOnly)];
  merged.sort((a, b) => sign * (a.trend - b.trend || a.id - b.id));
  return merged.slice(offset, wanted).map(r => r.id);
}
