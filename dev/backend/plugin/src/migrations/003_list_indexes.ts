import type { Knex } from 'knex';

/**
 * Indexes for the 20-post list pages at 100k posts (docs/performance.md).
 * Each one lets a list walk an index in its sort order, or count and sort
 * from the index alone, instead of reading every post row (content
 * included) into a sort. `id` is the last column because every sort breaks
 * ties by id.
 *
 * - recent lists and the default sort: status, created
 * - hot: every column of the trend score, so it is computed from the index
 * - unanswered and incorrect presets: their flag before created
 * - questions by score
 */
const INDEXES: [string, string[]][] = [
  ['posts_status_created_id_idx', ['status', 'created', 'id']],
  [
    'posts_trend_idx',
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
  ],
  [
    'posts_unanswered_idx',
    ['status', 'type', 'answers_count', 'created', 'id'],
  ],
  [
    'posts_incorrect_idx',
    ['status', 'type', 'correct_answer', 'created', 'id'],
  ],
  ['posts_status_type_score_idx', ['status', 'type', 'score', 'id']],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    for (const [name, columns] of INDEXES) t.index(columns, name);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', t => {
    for (const [name, columns] of INDEXES) t.dropIndex(columns, name);
  });
}
