import type { Knex } from 'knex';
import { groupByDay, liveVoteRows, numOf } from './frozen/counting';

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
 * that move it (stores/counters/dailyCounts.ts). `voter_days (user_ref, day, total)`
 * holds the live votes each person cast per UTC day: an active voter has
 * tens of thousands of votes, too many to check one by one per request.
 *
 * The backfill is the store's recount as this migration shipped, frozen
 * here so the migration keeps counting the same whatever the store becomes.
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

async function backfill(db: Knex) {
  await db('voter_days').delete();
  // Live votes per voter and day; a voter's post and answer votes of one
  // day come as two rows, summed here.
  const sums = new Map<
    string,
    { user_ref: string; day: string; total: number }
  >();
  for (const { qb, column } of liveVoteRows(db)) {
    const rows = await groupByDay(
      db,
      qb.select('r.user_ref as user_ref').groupBy('r.user_ref'),
      column,
    );
    for (const r of rows as { user_ref: string; day: string; n: unknown }[]) {
      const key = `${r.user_ref} ${r.day}`;
      const sum = sums.get(key);
      if (sum) sum.total += numOf(r.n);
      else
        sums.set(key, {
          user_ref: String(r.user_ref),
          day: String(r.day),
          total: numOf(r.n),
        });
    }
  }
  const rows = [...sums.values()];
  for (let i = 0; i < rows.length; i += 500)
    await db('voter_days').insert(rows.slice(i, i + 500));
  const row = await db('posts')
    .where('status', 'active')
    .sum({ n: 'views' })
    .first();
  await db('statistics_totals').delete();
  await db('statistics_totals').insert({ name: 'views', total: numOf(row?.n) });
}

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
  await backfill(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('voter_days');
  await knex.schema.dropTable('statistics_totals');
  for (const [table, columns, name] of INDEXES)
    await knex.schema.alterTable(table, t => t.dropIndex(columns, name));
}
