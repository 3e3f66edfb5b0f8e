import type { Knex } from 'knex';

/**
 * The hot list reads posts older than the trend window in activity order
 * (stores/trendPage.ts). An index on the activity expression itself — the
 * same text as ACTIVITY_INDEX_SQL in stores/postQuery.ts, which planners
 * match against the query — gives that order without a stored column that
 * every counter update would have to maintain. It replaces the covering
 * index of 003, which only let the trend be computed for every post.
 *
 * The expression is repeated here rather than imported: a migration must
 * keep building the same index even if the query code changes later.
 */
const ACTIVITY =
  '(1 + score * 2 + answers_count * 3 + comments_count + views * 0.1 + clicks * 0.5)';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX posts_status_activity_idx ON posts (status, ${ACTIVITY}, id)`,
  );
  await knex.schema.alterTable('posts', t => {
    t.dropIndex([], 'posts_trend_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    t.index(
      [
        'status',
        'type',
        'created',
        'score',
        'answers_count',
        'comments_count',
        'views',
        'clicks',
        'id',
      ],
      'posts_trend_idx',
    );
  });
  await knex.raw('DROP INDEX posts_status_activity_idx');
}
