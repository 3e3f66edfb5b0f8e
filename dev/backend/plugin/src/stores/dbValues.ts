import type { Caller } from '../domain/caller';

/**
 * Timestamps are written as ISO-8601 strings, never Date objects: knex's
 * better-sqlite3 driver would store a Date as epoch milliseconds, and then
 * range filters (fromDate, view windows, trend buckets) would compare
 * numbers with strings. PostgreSQL parses the same strings into timestamptz.
 */
export const nowIso = (offsetMs = 0) =>
  new Date(Date.now() + offsetMs).toISOString();

/** Reads a timestamp column (string on SQLite, Date on PostgreSQL). */
export function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const parsed = new Date(String(value));
  return Number.isNaN(parsed.getTime()) ? String(value) : parsed.toISOString();
}

export const optionalIso = (value: unknown) =>
  value === null || value === undefined ? undefined : isoOf(value);

/** SQLite returns booleans as 0/1. */
export const boolOf = (value: unknown) =>
  value === true || value === 1 || value === '1';

/**
 * The rows of a `knex.raw` select: an array on SQLite, `.rows` on
 * PostgreSQL (the result's type depends on the driver, hence `any`).
 */
export const rowsOf = (result: any): Record<string, unknown>[] =>
  Array.isArray(result) ? result : result.rows;

/** Counts come back as strings from PostgreSQL (bigint). */
export const numOf = (value: unknown) => Number(value ?? 0);

/** Attachment id lists are stored as JSON text. */
export function idsOf(value: unknown): number[] {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed)
      ? parsed.map(Number).filter(Number.isFinite)
      : [];
  } catch {
    return [];
  }
}

/** Real author for the author, `anonymous` for everyone else (moderators too). */
export const visibleAuthor = (
  caller: Caller,
  author: string,
  anonymous: unknown,
) => (boolOf(anonymous) && author !== caller.userRef ? 'anonymous' : author);

/** `YYYY-MM-DD` → the ISO bounds of that whole UTC day range. */
export function dayStart(day: string) {
  return `${day}T00:00:00.000Z`;
}
export function dayAfter(day: string) {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/**
 * The id of a row inserted with `.returning('id')`: objects on PostgreSQL and
 * recent SQLite drivers, bare numbers on older ones.
 */
export function insertedId(result: unknown[]): number {
  const first = result[0] as { id?: unknown } | number;
  return Number(typeof first === 'object' && first !== null ? first.id : first);
}
