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

const WORD = /[\p{L}\p{N}+#]+/gu;

/**
 * The words of a substring search (answers', collections'): lower-case runs
 * of letters, digits, `+` and `#`, at most 12. Posts are searched by the
 * full-text engines instead (stores/searchIndex.ts).
 */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.toLocaleLowerCase('en-US').matchAll(WORD))
    words.add(match[0].slice(0, 64));
  return [...words].slice(0, 12);
}

/** `%word%` with LIKE's wildcards escaped, so user words match literally. */
export const likeWord = (word: string) =>
  `%${word.replace(/[\\%_]/g, c => `\\${c}`)}%`;

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
