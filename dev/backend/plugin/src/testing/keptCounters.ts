import type { Knex } from 'knex';
import { recomputeCounters } from '../seed/counters';
import { recountPosts } from '../stores/counters/postCounts';
import {
  recountDailyCounts,
  recountStatisticsTotals,
} from '../stores/counters/dailyCounts';
import { recountLeaderboards } from '../stores/counters/leaderboardCounts';
import { recountDirectories } from '../stores/counters/directoryCounts';

/**
 * Every number Agora keeps on write instead of counting on read, and the
 * same numbers recounted from the raw rows: the counter tests compare the
 * two after writing (sequentially, or many at once on PostgreSQL).
 */

/** The tables migrations 012–017 add and fill. */
export const COUNTER_TABLES = [
  'daily_counts',
  'statistics_users',
  'statistics_totals',
  'voter_days',
  'leaderboard_days',
  'leaderboard_months',
  'leaderboard_totals',
  'tag_counts',
  'entity_counts',
  'user_counts',
];

/** The key of the directory counters, whose other columns are all counts. */
const DIRECTORY_KEYS: Record<string, string> = {
  tag_counts: 'tag_id',
  entity_counts: 'entity_ref',
  user_counts: 'user_ref',
};

/** The kept columns of posts and answers (the rest of `recomputeCounters`). */
const ROW_COUNTERS = {
  posts: [
    'id',
    'score',
    'views',
    'clicks',
    'answers_count',
    'comments_count',
    'correct_answer',
  ],
  answers: ['id', 'score'],
} as const;

/**
 * Every kept counter as a sorted `table {row}` line. A directory row of
 * zeros, which the write paths may leave behind, means the same as none.
 */
export async function counterLines(
  db: Knex | Knex.Transaction,
  tables: readonly string[] = COUNTER_TABLES,
) {
  const lines: string[] = [];
  for (const table of tables)
    for (const row of await db(table).select('*')) {
      // A type whose last post went leaves a 0 that the recount has no row for.
      if (table === 'post_counts' && Number(row.total) === 0) continue;
      const key = DIRECTORY_KEYS[table];
      const counts = Object.entries(row).filter(([k]) => k !== key);
      if (key && counts.every(([, v]) => Number(v) === 0)) continue;
      lines.push(`${table} ${JSON.stringify(row)}`);
    }
  return lines.sort();
}

/** Kept counters: the counter tables, `post_counts` and the row counters. */
export async function keptCounters(db: Knex | Knex.Transaction) {
  const lines = await counterLines(db, [...COUNTER_TABLES, 'post_counts']);
  for (const [table, columns] of Object.entries(ROW_COUNTERS))
    for (const row of await db(table).select(columns).orderBy('id'))
      lines.push(
        `${table} ${JSON.stringify(
          // 0/1 on SQLite, a boolean on PostgreSQL.
          'correct_answer' in row
            ? { ...row, correct_answer: Boolean(row.correct_answer) }
            : row,
        )}`,
      );
  return lines.sort();
}

/** The same lines recounted from the raw rows, in a transaction rolled back. */
export async function recountedCounters(db: Knex) {
  let recounted: string[] = [];
  const rollback = new Error('rollback');
  try {
    await db.transaction(async trx => {
      await recomputeCounters(trx);
      await recountPosts(trx);
      await recountDailyCounts(trx);
      await recountStatisticsTotals(trx);
      await recountLeaderboards(trx);
      await recountDirectories(trx);
      recounted = await keptCounters(trx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return recounted;
}

/** Lines only one side has: what drifted, for a readable failure. */
export function counterDrift(kept: string[], recounted: string[]) {
  const k = new Set(kept);
  const r = new Set(recounted);
  return {
    kept: kept.filter(line => !r.has(line)),
    recounted: recounted.filter(line => !k.has(line)),
  };
}
