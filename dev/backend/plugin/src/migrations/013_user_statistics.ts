import type { Knex } from 'knex';
import { recountStatisticsTotals } from '../stores/dailyCounts';

/**
 * Indexes that let one person's statistics (`GET /statistics/user/{ref}`,
 * `/statistics/user/impact`) read that person's rows only, from the index
 * alone where they can, instead of every post, answer, comment and vote
 * (docs/performance.md, "Global and user statistics"):
 *
 * - posts by author, status and type, answers by author and status, in
 *   `created` order, with `anonymous` (counted only for the author
 *   themself), the post's `views` and the answer's `post_id` carried along;
 * - comments by author with what liveness and attribution need;
 * - views of a post in `viewed` order;
 * - answers by status, to find the few that are not live.
 *
 * `statistics_totals (name, total)` holds `views`, the sum of the active
 * posts' view counters that the global summary shows, kept by the writes
 * that move it (stores/dailyCounts.ts). `voter_days (user_ref, day, total)`
 * holds the live votes each person cast per UTC day: an active voter has
 * tens of thousands of votes, too many to check one by one per request.
 */
const INDEXES: [string, string[], string][] = [
  [
    'posts',
    ['author', 'status', 'type', 'created', 'anonymous', 'views'],
    'posts_author_statistics_idx',
  ],
  [
    'answers',
    ['author', 'status', 'created', 'anonymous', 'post_id'],
    'answers_author_statistics_idx',
  ],
  ['answers', ['status'], 'answers_status_idx'],
  [
    'comments',
    ['author', 'status', 'created', 'post_id', 'answer_id'],
    'comments_author_statistics_idx',
  ],
  ['post_views', ['post_id', 'viewed'], 'post_views_post_viewed_idx'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, columns, name] of INDEXES)
    await knex.schema.alterTable(table, t => t.index(columns, name));
  await knex.schema.createTable('statistics_totals', t => {
    t.string('name', 16).notNullable().primary();
    t.bigInteger('total').notNullable();
  });
  await knex.schema.createTable('voter_days', t => {
    t.string('user_ref', 255).notNullable();
    t.string('day', 10).notNullable();
    t.integer('total').notNullable();
    t.primary(['user_ref', 'day']);
  });
  await recountStatisticsTotals(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('voter_days');
  await knex.schema.dropTable('statistics_totals');
  for (const [table, columns, name] of INDEXES)
    await knex.schema.alterTable(table, t => t.dropIndex(columns, name));
}
