import type { Knex } from 'knex';
import { numOf } from '../dbValues';

/**
 * Counter rows kept on write (daily_counts, voter_days, the leaderboard
 * rows): a key and a `total`, moved by deltas, with no row for a total of 0
 * (the recounts keep none). Shared by stores/counters/dailyCounts.ts and
 * stores/counters/leaderboardCounts.ts.
 */

/**
 * The deltas with the same key added up, those that cancel out dropped, in
 * key order: every writer takes counter rows' locks in the same order, so
 * two writers of the same rows wait for each other instead of deadlocking.
 */
export function sumDeltas<T extends { delta: number }>(
  deltas: readonly T[],
  keyOf: (delta: T) => string,
): T[] {
  const sums = new Map<string, T>();
  for (const d of deltas) {
    const key = keyOf(d);
    const sum = sums.get(key) ?? { ...d, delta: 0 };
    sum.delta += d.delta;
    sums.set(key, sum);
  }
  const keys = [...sums.keys()].sort();
  return keys.map(key => sums.get(key)!).filter(d => d.delta !== 0);
}

/** Adds `delta` to the row of `key` in `table`; removes it when it reaches 0. */
export async function addToCounter(
  trx: Knex | Knex.Transaction,
  table: string,
  key: Record<string, string | number>,
  delta: number,
) {
  const [row] = await trx(table)
    .insert({ ...key, total: delta })
    .onConflict(Object.keys(key))
    .merge({ total: trx.raw('??.total + ?', [table, delta]) })
    .returning('total');
  if (numOf(row?.total) === 0) await trx(table).where(key).delete();
}
