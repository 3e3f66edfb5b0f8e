import type { Knex } from 'knex';
import { isPg } from './dialect';

/**
 * SQL for the UTC calendar day (`YYYY-MM-DD`) of a timestamp column. SQLite
 * holds the ISO strings written by `nowIso`, PostgreSQL real timestamptz.
 */
export function dayOf(db: Knex, column: string) {
  return isPg(db)
    ? db.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`)
    : db.raw(`substr(${column}, 1, 10)`);
}

/**
 * The ISO start of a statistics period (`7d`, `30d`, `1y`); undefined = all
 * time. A period starts at 00:00 UTC that many days before today, so it
 * holds whole UTC days (today so far included) and daily counts add up to
 * it exactly (docs/api.md, Statistics).
 */
export function periodStart(
  period: '7d' | '30d' | '1y' | undefined,
  now = Date.now(),
) {
  if (!period) return undefined;
  const days = { '7d': 7, '30d': 30, '1y': 365 }[period];
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - days);
  return start.toISOString();
}

/** Every day from `fromIso`'s day to today (UTC), oldest first. */
export function daysSince(fromIso: string, now = Date.now()): string[] {
  const days: string[] = [];
  const d = new Date(`${fromIso.slice(0, 10)}T00:00:00.000Z`);
  const today = new Date(now).toISOString().slice(0, 10);
  while (d.toISOString().slice(0, 10) <= today) {
    days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/**
 * Selects `count` (`n`) per UTC day of `column` (`day`, `YYYY-MM-DD`).
 * PostgreSQL groups by the date and formats each group once: `to_char` on
 * every row cost more than the count itself for tens of thousands of rows.
 */
export function groupByDay(
  db: Knex,
  qb: Knex.QueryBuilder,
  column: string,
  count = 'count(*)',
) {
  if (!isPg(db)) {
    const day = dayOf(db, column).toQuery();
    return qb
      .select(db.raw(`${day} as day`), db.raw(`${count} as n`))
      .groupByRaw(day);
  }
  const date = `(${column} at time zone 'UTC')::date`;
  return qb
    .select(
      db.raw(`to_char(${date}, 'YYYY-MM-DD') as day`),
      db.raw(`${count} as n`),
    )
    .groupByRaw(date);
}

/** Rows of `select day, count(*) … group by day` as a day → count map. */
export async function countPerDay(
  db: Knex,
  qb: Knex.QueryBuilder,
  column: string,
  fromIso: string,
): Promise<Map<string, number>> {
  const rows = await groupByDay(db, qb.where(column, '>=', fromIso), column);
  return new Map(rows.map((r: any) => [String(r.day), Number(r.n)]));
}
