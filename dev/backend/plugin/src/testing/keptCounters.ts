import type { Knex } from 'knex';

/**
 * The counter tables as comparable lines, for tests that compare two
 * databases' counters (migrations/counterBackfill.test.ts). A database's
 * counters against their own recount: testing/counterRecount.ts.
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
      const key = DIRECTORY_KEYS[table];
      const counts = Object.entries(row).filter(([k]) => k !== key);
      if (key && counts.every(([, v]) => Number(v) === 0)) continue;
      lines.push(`${table} ${JSON.stringify(row)}`);
    }
  return lines.sort();
}
