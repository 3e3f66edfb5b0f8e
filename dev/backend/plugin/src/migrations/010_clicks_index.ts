import type { Knex } from 'knex';

/**
 * Link lists sorted by "Most clicked" (`orderBy=clicks`) walk this index in
 * order, like questions by score (003_list_indexes.ts), instead of sorting
 * every link row. `id` last: every sort breaks ties by id.
 */
const COLUMNS = ['status', 'type', 'clicks', 'id'];
const NAME = 'posts_status_type_clicks_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => t.index(COLUMNS, NAME));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => t.dropIndex(COLUMNS, NAME));
}
