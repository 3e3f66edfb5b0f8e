import type { Knex } from 'knex';

/**
 * Copies of each post's `status` and `created` on its `post_tags` rows, with
 * an index `(tag_id, status, created, post_id)`, so a list filtered by tags
 * counts and pages from that index alone (stores/tagListing.ts). Without it,
 * the most used tag (20 % of posts) made PostgreSQL fetch ~20,000 post rows
 * per page just to check their status (docs/performance.md, fix 6).
 *
 * The copies are kept right by the write paths (stores/postLinks.ts
 * `copyPostStateToTags`, called in the same transaction as every change of
 * a post's tags or status); `created` stays nullable because a column added
 * to existing rows cannot be NOT NULL on SQLite. The new index starts with
 * `tag_id`, so it replaces the `tag_id`-only index of 001.
 */
const INDEX = 'post_tags_tag_status_created_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_tags', t => {
    t.string('status', 16).notNullable().defaultTo('active');
    t.timestamp('created', { useTz: true }).nullable();
  });
  // Correlated subqueries: the same statement on SQLite and PostgreSQL.
  await knex('post_tags').update({
    status: knex.raw(
      '(SELECT p.status FROM posts p WHERE p.id = post_tags.post_id)',
    ),
    created: knex.raw(
      '(SELECT p.created FROM posts p WHERE p.id = post_tags.post_id)',
    ),
  });
  await knex.schema.alterTable('post_tags', t => {
    t.index(['tag_id', 'status', 'created', 'post_id'], INDEX);
  });
  await knex.schema.alterTable('post_tags', t => {
    t.dropIndex(['tag_id'], 'post_tags_tag_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_tags', t => {
    t.index(['tag_id'], 'post_tags_tag_idx');
  });
  await knex.schema.alterTable('post_tags', t => {
    t.dropIndex(['tag_id', 'status', 'created', 'post_id'], INDEX);
  });
  await knex.schema.alterTable('post_tags', t => {
    t.dropColumn('status');
    t.dropColumn('created');
  });
}
