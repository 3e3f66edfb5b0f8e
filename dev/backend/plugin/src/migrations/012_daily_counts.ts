import type { Knex } from 'knex';
import { groupByDay, liveVoteRows, numOf } from './frozen/counting';

/**
 * `daily_counts (day, metric, total)` and `statistics_users (user_ref)`:
 * the global statistics kept as writes happen (stores/counters/dailyCounts.ts), so
 * `GET /statistics/global` reads a few hundred rows instead of counting
 * every post, answer, comment, vote and view per request (docs/performance.md,
 * "Statistics and directory reads"). Indexes on the `created` columns let a
 * write recount its own day, and the per-user and leaderboard queries read
 * a period from an index.
 *
 * The backfill is the store's recount as this migration shipped, frozen
 * here so the migration keeps counting the same whatever the store becomes.
 */
const CREATED_INDEXES: [string, string[], string][] = [
  ['posts', ['created'], 'posts_created_idx'],
  ['answers', ['created'], 'answers_created_idx'],
  ['comments', ['created'], 'comments_created_idx'],
  ['post_votes', ['created'], 'post_votes_created_idx'],
  ['answer_votes', ['created'], 'answer_votes_created_idx'],
  ['tags', ['created'], 'tags_created_idx'],
];

const METRICS = [
  'question',
  'article',
  'link',
  'answers',
  'comments',
  'views',
  'votes',
  'tags',
  'users',
] as const;
type Metric = (typeof METRICS)[number];

/** The rows (`r`) one metric counts, and the column that dates them. */
function metricRows(
  db: Knex,
  metric: Metric,
): { qb: Knex.QueryBuilder; column: string }[] {
  switch (metric) {
    case 'question':
    case 'article':
    case 'link':
      return [
        {
          qb: db('posts as r').where({
            'r.status': 'active',
            'r.type': metric,
          }),
          column: 'r.created',
        },
      ];
    case 'answers':
      return [
        {
          qb: db('answers as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .where({ 'r.status': 'active', 'p.status': 'active' }),
          column: 'r.created',
        },
      ];
    case 'comments':
      return [
        {
          qb: db('comments as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .leftJoin('answers as a', 'a.id', 'r.answer_id')
            .where({ 'r.status': 'active', 'p.status': 'active' })
            .where(q =>
              q.whereNull('r.answer_id').orWhere('a.status', 'active'),
            ),
          column: 'r.created',
        },
      ];
    case 'views':
      return [
        {
          qb: db('post_views as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .where('p.status', 'active'),
          column: 'r.viewed',
        },
      ];
    case 'votes':
      return liveVoteRows(db);
    case 'tags':
      return [{ qb: db('tags as r'), column: 'r.created' }];
    case 'users':
    default:
      // Distinct authors of that day's posts, answers and comments, any status.
      return [
        {
          qb: db.from(
            db('posts')
              .select('author', 'created')
              .unionAll(db('answers').select('author', 'created'))
              .unionAll(db('comments').select('author', 'created'))
              .as('r'),
          ),
          column: 'r.created',
        },
      ];
  }
}

/** Per-day totals of one metric over all time. */
async function countByDay(db: Knex, metric: Metric) {
  const count = metric === 'users' ? 'count(distinct r.author)' : 'count(*)';
  const totals = new Map<string, number>();
  for (const { qb, column } of metricRows(db, metric)) {
    const rows = await groupByDay(db, qb, column, count);
    for (const r of rows as { day: string; n: unknown }[])
      totals.set(String(r.day), (totals.get(String(r.day)) ?? 0) + numOf(r.n));
  }
  return totals;
}

async function backfill(db: Knex) {
  await db('daily_counts').delete();
  for (const metric of METRICS) {
    const rows = [...(await countByDay(db, metric))]
      .filter(([, total]) => total > 0)
      .map(([day, total]) => ({ day, metric, total }));
    for (let i = 0; i < rows.length; i += 500)
      await db('daily_counts').insert(rows.slice(i, i + 500));
  }
  // Authors of anything, and seen users.
  const users = db('posts')
    .select('author as user_ref')
    .union(db('answers').select('author as user_ref'))
    .union(db('comments').select('author as user_ref'))
    .union(db('users_seen').select('user_ref'));
  await db('statistics_users').delete();
  await db.raw(`INSERT INTO statistics_users (user_ref) ${users.toQuery()}`);
}

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
  await backfill(knex);
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns, name] of CREATED_INDEXES)
    await knex.schema.alterTable(table, t => t.dropIndex(columns, name));
  await knex.schema.dropTable('statistics_users');
  await knex.schema.dropTable('daily_counts');
}
