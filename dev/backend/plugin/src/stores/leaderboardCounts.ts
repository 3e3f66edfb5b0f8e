import type { Knex } from 'knex';
import type { Leaderboard } from '@agora/contract';
import type { DailyMetric } from './dailyCounts';
import { dayOf } from './dayBuckets';
import { dayAfter, dayStart, numOf } from './dbValues';

/**
 * Per-author totals of the five leaderboards (migration 014), kept by every
 * write that can move one: `leaderboard_days (board, day, author, total)`
 * per UTC day, `leaderboard_months` (`month` = `YYYY-MM`) and
 * `leaderboard_totals` for all time, only non-zero rows. A period of
 * `GET /statistics/{board}` sums a few days and months instead of every
 * vote or post in it (stores/leaderboards.ts).
 *
 * Writes name the days and boards they changed, like the daily counters
 * (`refreshDays` in stores/dailyCounts.ts calls `refreshBoards` for the
 * metrics the boards share); each named day is recounted per author from
 * the base tables with the leaderboards' rules, and its months and all-time
 * rows move by exactly what that day moved, in the write's transaction.
 */
type Db = Knex | Knex.Transaction;

/** The key each board's rows are stored under. */
export const BOARD_KEYS: Record<Leaderboard, string> = {
  'posts/most-questions': 'questions',
  'answers/most-answers': 'answers',
  'posts/top-upvoted-users': 'post_votes',
  'answers/top-upvoted-users': 'answer_votes',
  'answers/top-correct-upvoted-users': 'correct_votes',
};
const BOARDS = Object.keys(BOARD_KEYS) as Leaderboard[];

/** The boards whose rows are those of a daily metric, grouped by author. */
const BOARDS_OF_METRIC: Partial<Record<DailyMetric, Leaderboard[]>> = {
  question: ['posts/most-questions'],
  answers: ['answers/most-answers'],
  votes: [
    'posts/top-upvoted-users',
    'answers/top-upvoted-users',
    'answers/top-correct-upvoted-users',
  ],
};

export const boardsOfMetrics = (metrics: readonly DailyMetric[]) =>
  metrics.flatMap(m => BOARDS_OF_METRIC[m] ?? []);

/**
 * The rows a board adds up for their content's author (`c.author`), the
 * column that dates them and what each adds: only active, non-anonymous
 * content, answers of active posts only; vote boards sum the votes' values,
 * count boards count the content.
 */
function boardRows(
  db: Db,
  board: Leaderboard,
): { qb: Knex.QueryBuilder; column: string; value: string } {
  const answers = (from: Knex.QueryBuilder, key: string) =>
    from
      .join('answers as c', 'c.id', key)
      .join('posts as p', 'p.id', 'c.post_id')
      .where({ 'c.status': 'active', 'p.status': 'active' })
      .where('c.anonymous', false);
  switch (board) {
    case 'posts/most-questions':
      return {
        qb: db('posts as c')
          .where({ 'c.status': 'active', 'c.type': 'question' })
          .where('c.anonymous', false),
        column: 'c.created',
        value: 'count(*)',
      };
    case 'answers/most-answers':
      return {
        qb: db('answers as c')
          .join('posts as p', 'p.id', 'c.post_id')
          .where({ 'c.status': 'active', 'p.status': 'active' })
          .where('c.anonymous', false),
        column: 'c.created',
        value: 'count(*)',
      };
    case 'posts/top-upvoted-users':
      return {
        qb: db('post_votes as v')
          .join('posts as c', 'c.id', 'v.post_id')
          .where('c.status', 'active')
          .where('c.anonymous', false),
        column: 'v.created',
        value: 'sum(v.value)',
      };
    case 'answers/top-correct-upvoted-users':
      return {
        qb: answers(db('answer_votes as v'), 'v.answer_id').where(
          'c.correct',
          true,
        ),
        column: 'v.created',
        value: 'sum(v.value)',
      };
    case 'answers/top-upvoted-users':
    default:
      return {
        qb: answers(db('answer_votes as v'), 'v.answer_id'),
        column: 'v.created',
        value: 'sum(v.value)',
      };
  }
}

/** Adds `delta` to one month or all-time row, dropping it when it reaches 0. */
async function addTo(
  trx: Db,
  table: 'leaderboard_months' | 'leaderboard_totals',
  key: Record<string, string>,
  delta: number,
) {
  await trx(table)
    .insert({ ...key, total: delta })
    .onConflict(Object.keys(key))
    .merge({ total: trx.raw('??.total + ?', [table, delta]) });
  await trx(table).where(key).where('total', 0).delete();
}

/** Recounts `boards` on each of `days` (`YYYY-MM-DD`) from the base tables. */
export async function refreshBoards(
  trx: Db,
  days: Iterable<string>,
  boards: readonly Leaderboard[],
) {
  const dayList = [...new Set(days)];
  for (const board of new Set(boards)) {
    const key = BOARD_KEYS[board];
    for (const day of dayList) {
      const { qb, column, value } = boardRows(trx, board);
      const fresh = new Map<string, number>(
        (
          await qb
            .where(column, '>=', dayStart(day))
            .where(column, '<', dayAfter(day))
            .groupBy('c.author')
            .select('c.author as author', trx.raw(`${value} as total`))
        ).map((r: { author: string; total: unknown }) => [
          String(r.author),
          numOf(r.total),
        ]),
      );
      const stored = new Map<string, number>(
        (
          await trx('leaderboard_days')
            .where({ board: key, day })
            .select('author', 'total')
        ).map(r => [String(r.author), numOf(r.total)]),
      );
      for (const author of new Set([...fresh.keys(), ...stored.keys()])) {
        const total = fresh.get(author) ?? 0;
        const delta = total - (stored.get(author) ?? 0);
        if (delta === 0) continue;
        const row = { board: key, day, author };
        if (total === 0) await trx('leaderboard_days').where(row).delete();
        else
          await trx('leaderboard_days')
            .insert({ ...row, total })
            .onConflict(['board', 'day', 'author'])
            .merge(['total']);
        const month = day.slice(0, 7);
        await addTo(
          trx,
          'leaderboard_months',
          { board: key, month, author },
          delta,
        );
        await addTo(trx, 'leaderboard_totals', { board: key, author }, delta);
      }
    }
  }
}

/** `INSERT INTO table (columns) <select>`, with the select's bindings. */
async function insertFrom(
  trx: Db,
  table: string,
  columns: string,
  select: Knex.QueryBuilder,
) {
  const { sql, bindings } = select.toSQL();
  await trx.raw(`INSERT INTO ${table} (${columns}) ${sql}`, bindings);
}

/**
 * Recounts all three tables from the base tables: for the migration that
 * adds them and for loaders that write rows directly (seed, benchmark).
 */
export async function recountLeaderboards(trx: Db) {
  for (const table of [
    'leaderboard_days',
    'leaderboard_months',
    'leaderboard_totals',
  ])
    await trx(table).delete();
  for (const board of BOARDS) {
    const { qb, column, value } = boardRows(trx, board);
    const day = dayOf(trx as Knex, column).toQuery();
    await insertFrom(
      trx,
      'leaderboard_days',
      'board, day, author, total',
      qb
        .select(
          // Typed, so PostgreSQL knows the parameter's type in a select list.
          trx.raw('cast(? as varchar(16)) as board', [BOARD_KEYS[board]]),
          trx.raw(`${day} as day`),
          'c.author',
          trx.raw(`${value} as total`),
        )
        .groupByRaw(`${day}, c.author`)
        .havingRaw(`${value} <> 0`),
    );
  }
  const month = 'substr(day, 1, 7)';
  await insertFrom(
    trx,
    'leaderboard_months',
    'board, month, author, total',
    trx('leaderboard_days')
      .select('board', trx.raw(`${month} as month`), 'author')
      .sum({ total: 'total' })
      .groupByRaw(`board, ${month}, author`)
      .havingRaw('sum(total) <> 0'),
  );
  await insertFrom(
    trx,
    'leaderboard_totals',
    'board, author, total',
    trx('leaderboard_months')
      .select('board', 'author')
      .sum({ total: 'total' })
      .groupBy('board', 'author')
      .havingRaw('sum(total) <> 0'),
  );
}
