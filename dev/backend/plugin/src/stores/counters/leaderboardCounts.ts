import type { Knex } from 'knex';
import type { Leaderboard } from '@agora/contract';
import type { ContentSnapshot, Scope } from './snapshotTypes';
import { dayOf } from '../dayBuckets';
import { addToCounter, sumDeltas } from './counterRows';
import { numOf } from '../dbValues';
import { isActiveSql, liveAnswerSql } from '../liveContent';

/**
 * Per-author totals of the five leaderboards (migrations/001_initial.ts),
 * kept by every write that can move one: `leaderboard_days (board, day,
 * author, total)` per UTC day, `leaderboard_months` (`month` = `YYYY-MM`) and
 * `leaderboard_totals` for all time, only non-zero rows. A period of
 * `GET /statistics/{board}` sums a few days and months instead of every
 * vote or post in it (stores/leaderboards.ts).
 *
 * They move the way the daily counters do (stores/counters/dailyCounts.ts): a write
 * counts what one post or answer adds to each board per day and author
 * before and after it, and the difference moves the day, its month and the
 * all-time row, in the write's transaction. Creates, status changes and
 * purges take the deltas of two snapshots of their item
 * ({@link boardDeltasOf}, stores/counters/contentSnapshot.ts); votes and the
 * correct-answer toggle recount the few boards they move ({@link moveBoards}).
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

/**
 * The rows a board adds up for their content's author (`c.author`): the
 * column that dates them, what each adds (vote boards sum the votes' values,
 * count boards count the content) and the columns naming the post and
 * answer they belong to. Only live (stores/liveContent.ts), non-anonymous
 * content is attributed.
 */
function boardRows(
  db: Db,
  board: Leaderboard,
): {
  qb: Knex.QueryBuilder;
  column: string;
  value: string;
  post: string;
  answer?: string;
} {
  const answers = (qb: Knex.QueryBuilder) =>
    qb
      .join('posts as p', 'p.id', 'c.post_id')
      .whereRaw(liveAnswerSql('c', 'p'))
      .where('c.anonymous', false);
  switch (board) {
    case 'posts/most-questions':
      return {
        qb: db('posts as c')
          .whereRaw(isActiveSql('c'))
          .where({ 'c.type': 'question', 'c.anonymous': false }),
        column: 'c.created',
        value: 'count(*)',
        post: 'c.id',
      };
    case 'answers/most-answers':
      return {
        qb: answers(db('answers as c')),
        column: 'c.created',
        value: 'count(*)',
        post: 'c.post_id',
        answer: 'c.id',
      };
    case 'posts/top-upvoted-users':
      return {
        qb: db('post_votes as v')
          .join('posts as c', 'c.id', 'v.post_id')
          .whereRaw(isActiveSql('c'))
          .where('c.anonymous', false),
        column: 'v.created',
        value: 'sum(v.value)',
        post: 'v.post_id',
      };
    case 'answers/top-correct-upvoted-users':
    case 'answers/top-upvoted-users':
    default: {
      const qb = answers(
        db('answer_votes as v').join('answers as c', 'c.id', 'v.answer_id'),
      );
      if (board === 'answers/top-correct-upvoted-users')
        qb.where('c.correct', true);
      return {
        qb,
        column: 'v.created',
        value: 'sum(v.value)',
        post: 'c.post_id',
        answer: 'v.answer_id',
      };
    }
  }
}

/** A change of one author's total on one board and day. */
export interface BoardDelta {
  board: Leaderboard;
  day: string;
  author: string;
  delta: number;
}

/**
 * What one post or answer (with its answers and votes) adds to `boards` per
 * day and author in its current state: the rows of the recount that belong
 * to it.
 */
export async function boardCountsOf(
  trx: Db,
  scope: Scope,
  boards: readonly Leaderboard[],
): Promise<BoardDelta[]> {
  const [kind, id] = Object.entries(scope)[0] as [keyof Scope, number];
  const out: BoardDelta[] = [];
  for (const board of boards) {
    const source = boardRows(trx, board);
    const key = kind === 'post' || kind === 'answer' ? source[kind] : undefined;
    if (!key) continue;
    const day = dayOf(trx as Knex, source.column).toQuery();
    const rows = await source.qb
      .where(key, id)
      .select(
        trx.raw(`${day} as day`),
        'c.author as author',
        trx.raw(`${source.value} as n`),
      )
      .groupByRaw(`${day}, c.author`);
    for (const r of rows as { day: string; author: string; n: unknown }[])
      out.push({
        board,
        day: String(r.day),
        author: String(r.author),
        delta: numOf(r.n),
      });
  }
  return out;
}

/**
 * What one item adds to every board per day and author in the state of
 * `snapshot`: the rows of the recount that belong to it.
 */
export function boardDeltasOf(snapshot: ContentSnapshot): BoardDelta[] {
  const { post } = snapshot;
  const out: BoardDelta[] = [];
  const add = (board: Leaderboard, day: string, author: string, delta = 1) =>
    out.push({ board, day, author, delta });
  if (post && !post.anonymous) {
    if (post.type === 'question')
      add('posts/most-questions', post.day, post.author);
    for (const vote of snapshot.postVotes)
      add('posts/top-upvoted-users', vote.day, post.author, vote.value);
  }
  for (const answer of snapshot.answers)
    if (!answer.anonymous)
      add('answers/most-answers', answer.day, answer.author);
  for (const { vote, answer } of snapshot.answerVotes) {
    if (answer.anonymous) continue;
    add('answers/top-upvoted-users', vote.day, answer.author, vote.value);
    if (answer.correct)
      add(
        'answers/top-correct-upvoted-users',
        vote.day,
        answer.author,
        vote.value,
      );
  }
  return out;
}

/**
 * Adds each delta to its day, month and all-time row: the days first, then
 * the months, then the totals, each in key order (counterRows.ts), so that
 * writers moving the same authors never take these locks in crossed order.
 */
export async function addToBoards(trx: Db, deltas: readonly BoardDelta[]) {
  const rows = deltas.map(d => ({
    board: BOARD_KEYS[d.board],
    day: d.day,
    month: d.day.slice(0, 7),
    author: d.author,
    delta: d.delta,
  }));
  for (const { board, day, author, delta } of sumDeltas(
    rows,
    d => `${d.board} ${d.day} ${d.author}`,
  ))
    await addToCounter(trx, 'leaderboard_days', { board, day, author }, delta);
  for (const { board, month, author, delta } of sumDeltas(
    rows,
    d => `${d.board} ${d.month} ${d.author}`,
  ))
    await addToCounter(
      trx,
      'leaderboard_months',
      { board, month, author },
      delta,
    );
  for (const { board, author, delta } of sumDeltas(
    rows,
    d => `${d.board} ${d.author}`,
  ))
    await addToCounter(trx, 'leaderboard_totals', { board, author }, delta);
}

/**
 * Runs `write` (a change of one post's or answer's state, its votes or its
 * removal) and moves `boards` by what its rows count after it minus before.
 */
export async function moveBoards<T>(
  trx: Db,
  scope: Scope,
  boards: readonly Leaderboard[],
  write: () => Promise<T>,
): Promise<T> {
  if (boards.length === 0) return write();
  const before = await boardCountsOf(trx, scope, boards);
  const result = await write();
  const after = await boardCountsOf(trx, scope, boards);
  await addToBoards(trx, [
    ...after,
    ...before.map(d => ({ ...d, delta: -d.delta })),
  ]);
  return result;
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
 * Recounts all three tables from the base tables: for loaders that write
 * rows directly (seed, benchmark).
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
