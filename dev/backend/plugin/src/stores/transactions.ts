import type { Knex } from 'knex';
import type { Caller } from '../domain/caller';
import type { PostRow } from '../domain/rows';
import { loadPost, type PostUse } from './postAccess';
import { dbErrorKind } from './dbErrors';
import { isPg } from './dialect';

/**
 * How Agora's writes stay exact when several requests (and several backend
 * replicas) write at once on PostgreSQL, where transactions run at READ
 * COMMITTED (docs/architecture.md, "Concurrent writes"):
 *
 * - every write under a post (the post itself, its answers, comments, votes,
 *   views) first locks the post's row ({@link lockedPostRow}), so the reads
 *   a write makes before and after its change see no one else's change of
 *   that post in between;
 * - kept counters move by atomic increments, in sorted key order;
 * - what still collides (a deadlock between two posts' counter rows, a
 *   unique key two requests insert at once) aborts one transaction, which
 *   {@link writeTransaction} runs again, so no caller sees it.
 *
 * SQLite has one writer at a time; nothing here changes what it does.
 */

const ATTEMPTS = 10;
/** A re-run sees the other transaction's row, so one more try is enough. */
const UNIQUE_ATTEMPTS = 3;

/**
 * Whether `error` is a conflict that running the transaction again resolves
 * (stores/dbErrors.ts classifies it): a duplicate key a concurrent request
 * took is seen by the re-run, so few tries do.
 */
export function isRetryable(error: unknown, attempt: number): boolean {
  const kind = dbErrorKind(error);
  if (kind === 'unique') return attempt < UNIQUE_ATTEMPTS;
  return kind === 'retryable' && attempt < ATTEMPTS;
}

/** Exponential back-off with full jitter: 0–10 ms, then up to 320 ms. */
const backoffMs = (attempt: number) =>
  Math.random() * Math.min(320, 10 * 2 ** (attempt - 1));

/**
 * Runs `write` in a transaction, and again (a bounded number of times, with
 * jittered back-off) when PostgreSQL aborts it for a retryable conflict.
 * Inside a caller's transaction it only nests: the outer one owns the retry.
 */
export async function writeTransaction<T>(
  db: Knex | Knex.Transaction,
  write: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return db.transaction(write);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (error) {
      if (!isRetryable(error, attempt)) throw error;
      await new Promise(resolve => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}

/**
 * The post's row, locked until the transaction ends, 404 unless the caller
 * may see it (stores/postAccess.ts; `use` as there). Every write that
 * changes a post or anything under it takes this lock first. Only closing a
 * question as a duplicate locks two posts, the lower id first
 * (stores/duplicates.ts), so writes never wait on each other in a cycle over
 * posts.
 */
export function lockedPostRow(
  trx: Knex.Transaction,
  id: number,
  caller?: Caller,
  use?: PostUse,
): Promise<PostRow> {
  return loadPost(trx, id, caller, { lock: 'update', use });
}

/**
 * The post's row, share-locked until the transaction ends, 404 unless the
 * caller may see it: a row that only references the post (a follow, a
 * favourite) goes in while no delete, restore or purge of the post runs,
 * which take {@link lockedPostRow}, and such inserts do not wait on each
 * other.
 */
export function sharedPostRow(
  trx: Knex.Transaction,
  id: number,
  caller: Caller,
): Promise<PostRow> {
  return loadPost(trx, id, caller, { lock: 'share' });
}

/** Locks rows of `table` by `column` (PostgreSQL), in key order. */
export async function lockRows(
  trx: Knex.Transaction,
  table: string,
  column: string,
  keys: readonly (string | number)[],
) {
  if (!isPg(trx) || keys.length === 0) return;
  await trx(table)
    .whereIn(column, [...keys])
    .orderBy(column)
    .forUpdate()
    .select(column);
}
