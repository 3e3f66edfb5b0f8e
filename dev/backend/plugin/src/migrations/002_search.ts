import type { Knex } from 'knex';

/**
 * Full-text search on each database's own engine (docs/search.md) in place
 * of the word table `post_search_words`:
 * - SQLite: `post_fts`, an FTS5 table of posts (title, tags, body,
 *   answers) keyed by the post's id, with the porter stemmer, and
 *   `search_terms_trigram`, FTS5's trigram index of the known spellings;
 * - PostgreSQL: `post_search`, a weighted tsvector per post under GIN, and
 *   pg_trgm's index of the spellings where the extension is available
 *   (created here when this role may; otherwise typos are matched without it).
 * `search_terms` holds the spellings of "did you mean"; `search_settings`
 * the language the index was built in. The posts are indexed at the next
 * start (stores/search/language.ts, applySearchLanguage): the index is
 * built with the code that searches it, which a migration does not import.
 */
const pg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('post_search_words');
  await knex.schema.createTable('search_settings', t => {
    t.string('key', 64).primary();
    t.string('value', 255).notNullable();
  });
  await knex.schema.createTable('search_terms', t => {
    t.string('term', 64).primary();
  });
  if (pg(knex)) {
    await knex.raw(
      'CREATE TABLE post_search (post_id integer PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,' +
        " body text NOT NULL DEFAULT '', document tsvector NOT NULL)",
    );
    await knex.raw(
      'CREATE INDEX post_search_document_idx ON post_search USING gin (document)',
    );
    const available = await knex.raw(
      "SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'",
    );
    if (available.rows.length > 0) {
      // A savepoint: a role that may not create it leaves the migration going.
      try {
        await knex.transaction(async trx => {
          await trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
          await trx.raw(
            'CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops)',
          );
        });
      } catch {
        // Typos are then matched by candidates sharing the first letters.
      }
    }
  } else {
    // The English tokenizer; another language recreates it (applySearchLanguage).
    await knex.raw(
      "CREATE VIRTUAL TABLE post_fts USING fts5(title, tags, body, answers, tokenize = 'porter unicode61 remove_diacritics 2')",
    );
    await knex.raw(
      "CREATE VIRTUAL TABLE search_terms_trigram USING fts5(term, tokenize = 'trigram')",
    );
    await knex.raw(
      'CREATE TRIGGER search_terms_trigram_ai AFTER INSERT ON search_terms BEGIN' +
        ' INSERT INTO search_terms_trigram (term) VALUES (new.term); END',
    );
    await knex.raw(
      'CREATE TRIGGER search_terms_trigram_ad AFTER DELETE ON search_terms BEGIN' +
        ' DELETE FROM search_terms_trigram WHERE term = old.term; END',
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (pg(knex)) await knex.schema.dropTableIfExists('post_search');
  else {
    await knex.raw('DROP TRIGGER IF EXISTS search_terms_trigram_ai');
    await knex.raw('DROP TRIGGER IF EXISTS search_terms_trigram_ad');
    await knex.raw('DROP TABLE IF EXISTS search_terms_trigram');
    await knex.raw('DROP TABLE IF EXISTS post_fts');
  }
  await knex.schema.dropTableIfExists('search_terms');
  await knex.schema.dropTableIfExists('search_settings');
  await knex.schema.createTable('post_search_words', t => {
    t.string('word', 64).notNullable();
    t.integer('post_id')
      .notNullable()
      .references('posts.id')
      .onDelete('CASCADE');
    t.primary(['word', 'post_id']);
    t.index(['post_id', 'word'], 'post_search_words_post_word_idx');
  });
}
