import type { Knex } from 'knex';

/**
 * `posts.last_activity`, the time of the post's latest activity: its
 * creation, an edit, or an answer or comment created or edited under it
 * (kept by stores/counters/lastActivity.ts), for `orderBy=activity` and the
 * "Active" times of lists (docs/api.md). Deleting an answer or comment does
 * not move it back.
 *
 * The backfill takes the latest of the post's created and updated times and
 * the created times of its answers and comments, deleted ones included (they
 * were activity when written). Earlier edits of answers and comments left no
 * trace but their `updated`, which deletions also set, so they are not
 * counted. The expression is repeated in stores/counters/lastActivity.ts
 * rather than imported: a migration must keep doing what it did.
 *
 * The column stays nullable: SQLite cannot add a NOT NULL column without a
 * default. Every write path sets it.
 *
 * The index serves the activity list as migration 003's serve the others:
 * status, then the sort key, then `id`, which breaks ties.
 */
const COLUMNS = ['status', 'last_activity', 'id'];
const NAME = 'posts_status_last_activity_id_idx';

/** The latest of several timestamps, none of them null. */
const latest = (knex: Knex, values: string[]) =>
  knex.client.config.client === 'pg'
    ? `GREATEST(${values.join(', ')})`
    : `MAX(${values.join(', ')})`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    t.timestamp('last_activity', { useTz: true }).nullable();
  });
  const created = 'posts.created';
  await knex('posts').update({
    last_activity: knex.raw(
      latest(knex, [
        created,
        `COALESCE(posts.updated, ${created})`,
        `COALESCE((SELECT MAX(a.created) FROM answers a WHERE a.post_id = posts.id), ${created})`,
        `COALESCE((SELECT MAX(c.created) FROM comments c WHERE c.post_id = posts.id), ${created})`,
      ]),
    ),
  });
  await knex.schema.alterTable('posts', t => {
    t.index(COLUMNS, NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    t.dropIndex(COLUMNS, NAME);
    t.dropColumn('last_activity');
  });
}
