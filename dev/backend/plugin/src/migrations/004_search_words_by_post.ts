import type { Knex } from 'knex';

/**
 * `(post_id, word)` on the search index. A search that walks posts newest
 * first (PostgreSQL's plan for narrow queries) probes the index once per
 * post for "has a word starting with …"; with `post_id` alone each probe
 * read all ~50 words of the post and filtered them, which made two-word
 * searches take ~200 ms at 100k posts (docs/performance.md). It replaces the
 * `post_id`-only index, which it makes redundant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_search_words', t => {
    t.index(['post_id', 'word'], 'post_search_words_post_word_idx');
  });
  await knex.schema.alterTable('post_search_words', t => {
    t.dropIndex(['post_id'], 'post_search_words_post_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_search_words', t => {
    t.index(['post_id'], 'post_search_words_post_idx');
  });
  await knex.schema.alterTable('post_search_words', t => {
    t.dropIndex(['post_id', 'word'], 'post_search_words_post_word_idx');
  });
}
