import type { Knex } from 'knex';

/**
 * Rules over rows that no recount restores, each as a query returning the
 * rows that break it.
 */
const RULES: { rule: string; query: (db: Knex) => Promise<unknown[]> }[] = [
  {
    rule: 'collection positions are 1..n, no gaps or twins',
    query: db =>
      db('collection_posts')
        .select('collection_id')
        .count({ posts: '*' })
        .min({ first: 'position' })
        .max({ last: 'position' })
        .countDistinct({ distinct: 'position' })
        .groupBy('collection_id')
        .havingRaw(
          'min(position) <> 1 OR max(position) <> count(*) OR count(distinct position) <> count(*)',
        ),
  },
  {
    rule: 'at most one correct answer per question',
    query: db =>
      db('answers')
        .where('correct', true)
        .select('post_id')
        .count({ correct: '*' })
        .groupBy('post_id')
        .havingRaw('count(*) > 1'),
  },
  {
    rule: 'a correct answer is never deleted (docs/api.md: 400 `A correct answer cannot be deleted`)',
    query: db =>
      db('answers')
        .where({ correct: true, status: 'deleted' })
        .select('id', 'post_id'),
  },
];

export async function brokenInvariants(db: Knex): Promise<string[]> {
  const broken: string[] = [];
  for (const { rule, query } of RULES) {
    const rows = await query(db);
    if (rows.length > 0)
      broken.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return broken;
}
