import type { Knex } from 'knex';
import { recountDailyCounts } from '../stores/dailyCounts';

/**
 * `daily_counts (day, metric, total)` and `statistics_users (user_ref)`:
 * the global statistics kept as writes happen (stores/dailyCounts.ts), so
 * `GET /statistics/global` reads a few hundred rows instead of counting
 * every post, answer, comment, vote and view per request (docs/performance.md,
 * "Statistics and directory reads"). Indexes on the `created` columns let a
 * write recount its own day, and the per-user and leaderboard queries read
 * a period from an index.
 *
 * The backfill uses the store's recount: the counters must equal what the
 * statistics queries of this version count.
 */
const CREATED_INDEXES: [string, string[], string][] = [
  ['posts', ['created'], 'posts_created_idx'],
  ['answers', ['created'], 'answers_created_idx'],
  ['comments', ['created'], 'comments_created_idx'],
  ['post_votes', ['created'], 'post_votes_created_idx'],
  ['answer_votes', ['created'], 'answer_votes_created_idx'],
  ['tags', ['created'], 'tags_created_idx'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('daily_counts', t => {
    t.string('day', 10).notNullable();
    t.string('metric', 16).notNullable();
    t.integer('total').notNullable();
    t.primary(['day', 'metric']);
  });
  await knex.schema.createTable('statistics_users', t => {
    t.string('user_ref', 255).notNullable().primary();
  });
  for (const [table, columns, name] of CREATED_INDEXES)
    await knex.schema.alterTable(table, t => t.index(columns, name));
  await recountDailyCounts(knex);
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns, name] of CREATED_INDEXES)
    await knex.schema.alterTable(table, t => t.dropIndex(columns, name));
  await knex.schema.dropTable('statistics_users');
  await knex.schema.dropTable('daily_counts');
}
