import type { Knex } from 'knex';
import { dayOf } from './frozen/counting';

/**
 * The leaderboards' per-author totals, kept as writes happen
 * (stores/counters/leaderboardCounts.ts): per UTC day, per month and for all time,
 * so `GET /statistics/{board}` reads a few thousand rows instead of grouping
 * every vote, question or answer of the period by author
 * (docs/performance.md, "Leaderboards"). The period indexes cover the
 * sums: PostgreSQL reads them index-only instead of scanning the heap in a
 * parallel plan, many times slower. `(board, total)` gives the all-time top
 * and the caller's position.
 *
 * The backfill is the store's recount as this migration shipped, frozen
 * here so the migration keeps counting the same whatever the store becomes.
 */
/**
 * Each board's stored key and the rows it adds up for their content's author
 * (`c.author`): the column that dates them and what each adds. Only active,
 * non-anonymous content counts, answers of active posts only.
 */
function boards(
  db: Knex,
): { key: string; qb: Knex.QueryBuilder; column: string; value: string }[] {
  const answers = (qb: Knex.QueryBuilder) =>
    qb
      .join('posts as p', 'p.id', 'c.post_id')
      .where({ 'c.status': 'active', 'p.status': 'active' })
      .where('c.anonymous', false);
  const answerVotes = () =>
    answers(
      db('answer_votes as v').join('answers as c', 'c.id', 'v.answer_id'),
    );
  return [
    {
      key: 'questions',
      qb: db('posts as c')
        .where({ 'c.status': 'active', 'c.type': 'question' })
        .where('c.anonymous', false),
      column: 'c.created',
      value: 'count(*)',
    },
    {
      key: 'answers',
      qb: answers(db('answers as c')),
      column: 'c.created',
      value: 'count(*)',
    },
    {
      key: 'post_votes',
      qb: db('post_votes as v')
        .join('posts as c', 'c.id', 'v.post_id')
        .where('c.status', 'active')
        .where('c.anonymous', false),
      column: 'v.created',
      value: 'sum(v.value)',
    },
    {
      key: 'answer_votes',
      qb: answerVotes(),
      column: 'v.created',
      value: 'sum(v.value)',
    },
    {
      key: 'correct_votes',
      qb: answerVotes().where('c.correct', true),
      column: 'v.created',
      value: 'sum(v.value)',
    },
  ];
}

/** `INSERT INTO table (columns) <select>`, with the select's bindings. */
async function insertFrom(
  db: Knex,
  table: string,
  columns: string,
  select: Knex.QueryBuilder,
) {
  const { sql, bindings } = select.toSQL();
  await db.raw(`INSERT INTO ${table} (${columns}) ${sql}`, bindings);
}

async function backfill(db: Knex) {
  for (const table of [
    'leaderboard_days',
    'leaderboard_months',
    'leaderboard_totals',
  ])
    await db(table).delete();
  for (const { key, qb, column, value } of boards(db)) {
    const day = dayOf(db, column).toQuery();
    await insertFrom(
      db,
      'leaderboard_days',
      'board, day, author, total',
      qb
        .select(
          // Typed, so PostgreSQL knows the parameter's type in a select list.
          db.raw('cast(? as varchar(16)) as board', [key]),
          db.raw(`${day} as day`),
          'c.author',
          db.raw(`${value} as total`),
        )
        .groupByRaw(`${day}, c.author`)
        .havingRaw(`${value} <> 0`),
    );
  }
  const month = 'substr(day, 1, 7)';
  await insertFrom(
    db,
    'leaderboard_months',
    'board, month, author, total',
    db('leaderboard_days')
      .select('board', db.raw(`${month} as month`), 'author')
      .sum({ total: 'total' })
      .groupByRaw(`board, ${month}, author`)
      .havingRaw('sum(total) <> 0'),
  );
  await insertFrom(
    db,
    'leaderboard_totals',
    'board, author, total',
    db('leaderboard_months')
      .select('board', 'author')
      .sum({ total: 'total' })
      .groupBy('board', 'author')
      .havingRaw('sum(total) <> 0'),
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leaderboard_days', t => {
    t.string('board', 16).notNullable();
    t.string('day', 10).notNullable();
    t.string('author', 255).notNullable();
    t.integer('total').notNullable();
    t.primary(['board', 'day', 'author']);
    t.index(['board', 'day', 'author', 'total'], 'leaderboard_days_sum_idx');
  });
  await knex.schema.createTable('leaderboard_months', t => {
    t.string('board', 16).notNullable();
    t.string('month', 7).notNullable();
    t.string('author', 255).notNullable();
    t.integer('total').notNullable();
    t.primary(['board', 'month', 'author']);
    t.index(
      ['board', 'month', 'author', 'total'],
      'leaderboard_months_sum_idx',
    );
  });
  await knex.schema.createTable('leaderboard_totals', t => {
    t.string('board', 16).notNullable();
    t.string('author', 255).notNullable();
    t.integer('total').notNullable();
    t.primary(['board', 'author']);
    t.index(['board', 'total', 'author'], 'leaderboard_totals_rank_idx');
  });
  await backfill(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('leaderboard_totals');
  await knex.schema.dropTable('leaderboard_months');
  await knex.schema.dropTable('leaderboard_days');
}
