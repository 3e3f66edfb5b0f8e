import type { Knex } from 'knex';

/**
 * Follows of single posts (questions, articles, links), beside migration
 * 001's follows of tags, entities, users and collections and in their
 * shape: one row per post and follower, the primary key serving "does the
 * caller follow these posts" (post reads and lists) and the `user_ref`
 * index the caller's followed posts and the `following` filter of post
 * lists (docs/api.md). Purging a post deletes its rows explicitly
 * (stores/postWrites.ts): SQLite cascades only when the connection turns
 * foreign keys on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_followers', t => {
    t.integer('post_id')
      .notNullable()
      .references('posts.id')
      .onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.primary(['post_id', 'user_ref']);
    t.index(['user_ref'], 'post_followers_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('post_followers');
}
