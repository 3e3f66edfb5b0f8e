/**
 * The one classifier of database errors (docs/architecture.md, "Concurrent
 * writes"): what a store may run again, what is a duplicate key, and the
 * status a request answers when such an error outlives the retries
 * (service/errors.ts).
 */

/** PostgreSQL's serialization failure and deadlock: safe to run again. */
const RETRYABLE = new Set(['40001', '40P01']);
/** A unique key inserted by two transactions at once (PostgreSQL). */
const UNIQUE_VIOLATION = '23505';

export type DbErrorKind = 'unique' | 'retryable';

/** What kind of database error `error` is, if any. */
export function dbErrorKind(error: unknown): DbErrorKind | undefined {
  const { code, message } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (typeof code !== 'string') return undefined;
  if (code === UNIQUE_VIOLATION) return 'unique';
  if (RETRYABLE.has(code)) return 'retryable';
  if (
    code.startsWith('SQLITE_CONSTRAINT') &&
    String(message).includes('UNIQUE constraint failed')
  )
    return 'unique';
  return undefined;
}

/** Whether `error` is the database refusing a duplicate key (PostgreSQL, SQLite). */
export const isUniqueViolation = (error: unknown) =>
  dbErrorKind(error) === 'unique';
