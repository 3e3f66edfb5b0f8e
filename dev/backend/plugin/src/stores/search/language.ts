import type { Knex } from 'knex';
import { isPg } from '../dialect';

/**
 * The language posts are indexed in (`agora.search.language`, docs/search.md):
 * on PostgreSQL the text search configuration (`english`, `german`,
 * `simple`, …), on SQLite `english` means the porter stemmer and any other
 * value none. Stored in `search_settings` with the index, so a backend
 * started with another language rebuilds the index once (applySearchLanguage).
 */
export const DEFAULT_SEARCH_LANGUAGE = 'english';

const languages = new WeakMap<object, string>();

/** The language of the index of `db` (its transactions share the connection config). */
export function searchLanguage(db: Knex): string {
  return languages.get(db.client.config) ?? DEFAULT_SEARCH_LANGUAGE;
}

/** Whether stop words are dropped from queries: PostgreSQL drops its own; SQLite has the English list. */
export const dropsStopWords = (db: Knex) =>
  searchLanguage(db) === DEFAULT_SEARCH_LANGUAGE;

/** FTS5's tokenizer for a language. */
export const fts5Tokenizer = (language: string) =>
  language === DEFAULT_SEARCH_LANGUAGE
    ? 'porter unicode61 remove_diacritics 2'
    : 'unicode61 remove_diacritics 2';

/** Creates the FTS5 table of posts for a language (migrations/002_search.ts, applySearchLanguage). */
export async function createSqliteIndex(knex: Knex, language: string) {
  await knex.raw(
    `CREATE VIRTUAL TABLE post_fts USING fts5(title, tags, body, answers, tokenize = '${fts5Tokenizer(language)}')`,
  );
}

/**
 * Makes the index match the configured language: when the stored one
 * differs, the index is rebuilt (SQLite recreates its FTS5 table with the
 * tokenizer). An unknown PostgreSQL configuration stops the backend.
 */
export async function applySearchLanguage(
  db: Knex,
  language: string,
  rebuild: (db: Knex) => Promise<void>,
): Promise<boolean> {
  if (isPg(db)) {
    const found = await db.raw('SELECT 1 FROM pg_ts_config WHERE cfgname = ?', [
      language,
    ]);
    if (found.rows.length === 0)
      throw new Error(
        `agora.search.language: PostgreSQL has no text search configuration "${language}" (see SELECT cfgname FROM pg_ts_config)`,
      );
  } else if (!/^[a-z_]+$/u.test(language)) {
    throw new Error(
      `agora.search.language: "${language}" is not a language name`,
    );
  }
  languages.set(db.client.config, language);
  const stored = await db('search_settings')
    .where('key', 'language')
    .first('value');
  if (stored?.value === language) return false;
  if (!isPg(db)) {
    await db.raw('DROP TABLE IF EXISTS post_fts');
    await createSqliteIndex(db, language);
  }
  await rebuild(db);
  await db('search_settings')
    .insert({ key: 'language', value: language })
    .onConflict('key')
    .merge();
  return true;
}
