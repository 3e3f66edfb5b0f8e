import type { Knex } from 'knex';
import { reindexAllPosts } from '../stores/searchIndex';

/**
 * The word index behind post search (see stores/searchIndex.ts), filled for
 * posts that already exist, e.g. data created by a qeta backend.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_search_words', t => {
    t.string('word', 64).notNullable();
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.primary(['word', 'post_id']);
    t.index(['post_id'], 'post_search_words_post_idx');
  });
  if (String(knex.client.config.client).startsWith('pg')) {
    // Byte-order collation so that prefix ranges (word >= 'ab' AND word < 'ac')
    // select exactly the words SQLite's BINARY collation selects.
    await knex.raw('ALTER TABLE post_search_words ALTER COLUMN word TYPE varchar(64) COLLATE "C"');
  }
  await reindexAllPosts(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('post_search_words');
}
