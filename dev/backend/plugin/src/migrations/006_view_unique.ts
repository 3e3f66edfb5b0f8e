import type { Knex } from 'knex';

/**
 * `post_views.hour` (epoch hours) with a unique key on (post, user, hour),
 * so two concurrent reads of a post by one user insert one view between
 * them and only the inserting one increments `posts.views`
 * (stores/postActivity.ts). Older rows keep `hour` null, which unique
 * indexes allow any number of on SQLite and PostgreSQL alike.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_views', t => {
    t.integer('hour').nullable();
  });
  await knex.schema.alterTable('post_views', t => {
    t.unique(['post_id', 'user_ref', 'hour'], {
      indexName: 'post_views_hour_unique',
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_views', t => {
    t.dropUnique(['post_id', 'user_ref', 'hour'], 'post_views_hour_unique');
  });
  await knex.schema.alterTable('post_views', t => {
    t.dropColumn('hour');
  });
}
