import type { Knex } from 'knex';

/**
 * `column LIKE %text%`, case-insensitive and with `%`/`_` taken literally —
 * tag names contain `_`, and a search for it must not match everything.
 */
export function whereContains(
  qb: Knex.QueryBuilder,
  column: string,
  text: string | undefined,
) {
  if (!text) return qb;
  const escaped = text
    .toLocaleLowerCase('en-US')
    .replace(/[\\%_]/g, c => `\\${c}`);
  return qb.whereRaw(`lower(${column}) like ? escape '\\'`, [`%${escaped}%`]);
}

/** The number of rows a query yields, ignoring its ordering and paging. */
export async function countRows(
  db: Knex,
  qb: Knex.QueryBuilder,
): Promise<number> {
  const inner = qb
    .clone()
    .clearOrder()
    .clearSelect()
    .select(db.raw('1 as one'));
  const row = await db.count({ n: '*' }).from(inner.as('rows')).first();
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}
