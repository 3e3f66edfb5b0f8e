import type { Knex } from 'knex';
import { readFilterOf } from '../domain/callerRights';
import {
  hiddenIdsFrom,
  MAX_HIDDEN_BY_ID,
  whereNotFlagHidden,
  whereParentNotFlagHidden,
} from './flagHidden';
import {
  POST_STATUSES,
  type AnswersQuery,
  type AnswersResponse,
} from '@agora/contract';
import { normalRef } from '../domain/refs';
import type { Caller } from '../domain/caller';
import { dayAfter, dayStart, numOf } from './dbValues';
import { isPg } from './dialect';
import { serializeAnswers } from './answers';
import { likeWord, wordsOf } from './listHelpers';
import { isReadAll, restrictToReadable } from '../permissions/postFilterSql';
import { type PostReadFilter } from '../domain/rights';

/** Post statuses that take their answers out of every read. */
const NOT_LIVE = POST_STATUSES.filter(status => status !== 'active');

const ORDER_SQL: Record<string, string> = {
  created: 'answers.created',
  score: 'answers.score',
  updated: 'COALESCE(answers.updated, answers.created)',
};

/** Everything the query asks of the answer itself; the post's status is left to the caller. */
export function whereAnswerMatches(
  db: Knex,
  qb: Knex.QueryBuilder,
  q: AnswersQuery,
  caller: Caller,
) {
  qb.where('answers.status', 'active');
  if (q.postId !== undefined) qb.where('answers.post_id', q.postId);
  if (q.author) {
    const author = normalRef(q.author);
    qb.where('answers.author', author);
    if (author !== caller.userRef) qb.where('answers.anonymous', false);
  }
  if (q.searchQuery?.trim()) {
    const words = wordsOf(q.searchQuery);
    if (words.length === 0) qb.whereRaw('1 = 0');
    for (const word of words) {
      qb.whereRaw(`LOWER(answers.content) LIKE ? ESCAPE '\\'`, [
        likeWord(word),
      ]);
    }
  }
  if (q.noVotes) {
    qb.whereNotExists(
      db('answer_votes')
        .whereRaw('answer_votes.answer_id = answers.id')
        .select(db.raw('1')),
    );
  }
  if (q.fromDate) qb.where('answers.created', '>=', dayStart(q.fromDate));
  if (q.toDate) qb.where('answers.created', '<', dayAfter(q.toDate));
  return qb;
}

const onlyDates = (q: AnswersQuery) =>
  q.postId === undefined && !q.author && !q.searchQuery?.trim() && !q.noVotes;

/**
 * The matching answers without visiting their posts: only the few posts
 * that are not live are read, and the answers under them left out (as the
 * per-person statistics do, stores/statisticsSeries.ts), so a person's
 * answers are counted and ordered from the author index alone.
 */
const liveMatches = (
  db: Knex,
  q: AnswersQuery,
  caller: Caller,
  readable: PostReadFilter,
) => {
  const qb = whereAnswerMatches(db, db('answers'), q, caller).whereNotIn(
    'answers.post_id',
    db('posts').whereIn('status', NOT_LIVE).select('id'),
  );
  // Answers flagged into hiding, and those of posts so hidden, are left out
  // (stores/flagHidden.ts).
  whereNotFlagHidden(db, qb, 'answer', 'answers', caller);
  whereParentNotFlagHidden(db, qb, 'answers.post_id', caller);
  // Answers of posts the policy hides are hidden with them.
  if (!isReadAll(readable))
    qb.whereIn(
      'answers.post_id',
      restrictToReadable(db('posts').select('posts.id'), readable),
    );
  return qb;
};

/**
 * The kept daily counts count the answers flags hide too: of the ones they
 * count (active, of live posts, in the dates), those hidden from the caller,
 * themselves (`answers`) or with their post (`posts`).
 */
async function hiddenMatches(
  db: Knex,
  q: AnswersQuery,
  caller: Caller,
  posts: number[],
  answers: number[],
): Promise<number> {
  if (posts.length + answers.length === 0) return 0;
  const row = await whereAnswerMatches(db, db('answers'), q, caller)
    .whereNotIn(
      'answers.post_id',
      db('posts').whereIn('status', NOT_LIVE).select('id'),
    )
    .where(hidden =>
      hidden.whereIn('answers.id', answers).orWhereIn('answers.post_id', posts),
    )
    .count({ total: '*' })
    .first();
  return numOf(row?.total);
}

/**
 * `total`. Filtered by dates or nothing, it is a sum of kept daily counts:
 * `daily_counts`' `answers` are the active answers of active posts per UTC
 * day of `created` (stores/counters/dailyCounts.ts), this query's very set.
 */
export async function answersTotal(
  db: Knex,
  q: AnswersQuery,
  caller: Caller,
): Promise<number> {
  const readable = readFilterOf(caller);
  if (onlyDates(q) && isReadAll(readable)) {
    const [posts, answers] = await Promise.all([
      hiddenIdsFrom(db, caller, 'post'),
      hiddenIdsFrom(db, caller, 'answer'),
    ]);
    if (posts.length + answers.length <= MAX_HIDDEN_BY_ID) {
      const days = db('daily_counts').where('metric', 'answers');
      if (q.fromDate) days.where('day', '>=', q.fromDate);
      if (q.toDate) days.where('day', '<=', q.toDate);
      const [kept, hidden] = await Promise.all([
        days.sum({ total: 'total' }).first(),
        hiddenMatches(db, q, caller, posts, answers),
      ]);
      return numOf(kept?.total) - hidden;
    }
  }
  const row = await liveMatches(db, q, caller, readable)
    .count({ total: '*' })
    .first();
  return numOf(row?.total);
}

/**
 * The page's ids. An index of `answers` serves each order
 * (`answers_status_created_id_idx`, `answers_status_score_id_idx`,
 * `answers_status_changed_id_idx` in migrations/001_initial.ts), so a page
 * walks an index and stops after `offset + limit` rows. But SQLite plans
 * without statistics, takes `status = 'active'` for a narrow filter, and would
 * walk an order index of every answer looking for one post's or one person's
 * few (all of them, for someone with none). There a unary `+` (no change to the
 * value) keeps it on their own index and it sorts their ids. PostgreSQL's
 * statistics choose well by themselves.
 */
export function answersPageIds(db: Knex, q: AnswersQuery, caller: Caller) {
  const readable = readFilterOf(caller);
  const narrow = q.postId !== undefined || Boolean(q.author);
  const sqlite = !isPg(db);
  const column = ORDER_SQL[q.orderBy ?? 'created'];
  // `order` is the contract's enum, never free text.
  const order = q.order === 'asc' ? 'asc' : 'desc';
  const ids = liveMatches(db, q, caller, readable);
  // An answer's last change is never before its creation, so `fromDate`
  // bounds that order too and its index is read from there: PostgreSQL
  // took the index from the oldest change on, skipping nearly every answer.
  if (q.fromDate && q.orderBy === 'updated')
    ids.whereRaw(`${column} >= ?`, [dayStart(q.fromDate)]);
  return ids
    .select('answers.id')
    .orderByRaw(`${narrow && sqlite ? `+${column}` : column} ${order}`)
    .orderBy('answers.id', order)
    .limit(q.limit ?? 10)
    .offset(q.offset ?? 0);
}

/**
 * `POST /answers/query`: active answers of active posts. Every search word
 * must occur in the answer text (anywhere, not only at a word start); an
 * author filter never reveals another user's anonymous answers. The page
 * is found by id first and its rows read after, with the question's
 * title: an answer listed apart from it names it.
 */
export async function queryAnswers(
  db: Knex,
  q: AnswersQuery,
  caller: Caller,
): Promise<AnswersResponse> {
  const total = await answersTotal(db, q, caller);
  const ids: number[] = (await answersPageIds(db, q, caller)).map(
    (row: { id: unknown }) => Number(row.id),
  );
  const rows = ids.length
    ? await db('answers')
        .join('posts', 'posts.id', 'answers.post_id')
        .whereIn('answers.id', ids)
        .select('answers.*', 'posts.title as post_title')
    : [];
  const byId = new Map(rows.map(row => [Number(row.id), row]));
  return {
    answers: await serializeAnswers(
      db,
      ids.map(id => byId.get(id)!),
      caller,
    ),
    total,
  };
}
