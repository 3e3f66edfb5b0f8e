import type { Knex } from 'knex';

/**
 * Indexes in the orders of `POST /answers/query` (stores/answers.ts), so a
 * page of answers walks an index and stops after `offset + limit` rows
 * instead of sorting every active answer, content included
 * (docs/performance.md, "The answers query"): newest, best scored and
 * last changed first. `status` leads because every query filters on it;
 * `id` breaks ties, as in the queries.
 *
 * The last-changed expression is repeated here rather than imported (the
 * query writes it with the table's name, which both planners match): a
 * migration must keep building the same index whatever the query becomes.
 */
const INDEXES: [string, string[]][] = [
  ['answers_status_created_id_idx', ['status', 'created', 'id']],
  ['answers_status_score_id_idx', ['status', 'score', 'id']],
];
const CHANGED_INDEX = 'answers_status_changed_id_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('answers', t => {
    for (const [name, columns] of INDEXES) t.index(columns, name);
  });
  await knex.raw(
    `CREATE INDEX ${CHANGED_INDEX} ON answers (status, (COALESCE(updated, created)), id)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX ${CHANGED_INDEX}`);
  await knex.schema.alterTable('answers', t => {
    for (const [name, columns] of INDEXES) t.dropIndex(columns, name);
  });
}
