import type { Knex } from 'knex';

/**
 * Who deleted a post and when, for the moderator area's Deleted posts list
 * (`orderBy=deleted`, docs/api.md). Set by a soft delete and cleared by a
 * restore; posts deleted before this migration keep nulls and sort last.
 * The index serves that list: deleted posts, newest deletion first.
 */
const COLUMNS = ['status', 'deleted_at', 'id'];
const NAME = 'posts_status_deleted_at_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    t.string('deleted_by', 255).nullable();
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(COLUMNS, NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    t.dropIndex(COLUMNS, NAME);
    t.dropColumn('deleted_at');
    t.dropColumn('deleted_by');
  });
}
