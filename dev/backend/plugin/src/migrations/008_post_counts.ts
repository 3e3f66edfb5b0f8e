import type { Knex } from 'knex';

/**
 * `post_counts (status, type, total)`: how many posts there are of each
 * status and type, kept by the post write paths (stores/counters/postCounts.ts) in
 * the transaction of each create, delete and restore. Lists filtered by
 * nothing but status and type — recent, hot, questions by score — take
 * their `total` from here instead of counting ~99,000 index entries per
 * page, about half of such a page's time on PostgreSQL at 100k posts
 * (docs/performance.md, fix 8).
 *
 * The recount is written here rather than imported from the store, so the
 * migration keeps doing the same thing if the store changes later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_counts', t => {
    t.string('status', 16).notNullable();
    t.string('type', 16).notNullable();
    t.integer('total').notNullable().defaultTo(0);
    t.primary(['status', 'type']);
  });
  await knex.raw(
    'INSERT INTO post_counts (status, type, total) SELECT status, type, COUNT(*) FROM posts GROUP BY status, type',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_counts');
}
