import type { Knex } from 'knex';

/**
 * Content that statistics count: active, and under an active post. A
 * soft-deleted post takes its answers, comments and votes out of every
 * total, as it takes them out of every read.
 */
export const activePostIds = (db: Knex) =>
  db('posts').where('status', 'active').select('id');

/** Active answers of active posts. */
export const liveAnswers = (db: Knex) =>
  db('answers').where('status', 'active').whereIn('post_id', activePostIds(db));

/** Active comments of active posts, and of active answers when on one. */
export const liveComments = (db: Knex) =>
  db('comments')
    .where('status', 'active')
    .whereIn('post_id', activePostIds(db))
    .where(qb =>
      qb
        .whereNull('answer_id')
        .orWhereIn('answer_id', liveAnswers(db).select('id')),
    );

/**
 * Live comments that name their author: not those shown as `anonymous`
 * because their author wrote the anonymous post or answer they sit under
 * (`toComment` in stores/comments.ts). Per-user figures count only these for
 * anyone but the author, so a counter cannot reveal who wrote anonymously.
 */
export const attributedComments = (db: Knex) =>
  liveComments(db)
    .whereNotExists(
      db('posts as ap')
        .where('ap.id', db.ref('comments.post_id'))
        .where('ap.author', db.ref('comments.author'))
        .where('ap.anonymous', true),
    )
    .whereNotExists(
      db('answers as aa')
        .where('aa.id', db.ref('comments.answer_id'))
        .where('aa.author', db.ref('comments.author'))
        .where('aa.anonymous', true),
    );

/** Votes on active posts. */
export const livePostVotes = (db: Knex) =>
  db('post_votes').whereIn('post_id', activePostIds(db));

/** Votes on active answers of active posts. */
export const liveAnswerVotes = (db: Knex) =>
  db('answer_votes').whereIn('answer_id', liveAnswers(db).select('id'));

/**
 * The same rules as SQL conditions on joined rows, named by alias: for the
 * recounts behind the counters (stores/counters/dailyCounts.ts, directoryCounts.ts,
 * leaderboardCounts.ts), which join the post and answer of each counted row
 * anyway to attribute it. As joins, a count of one post's rows
 * (`countsOfPost`) reads that post only, where `IN (active ids)` first lists
 * every active post; the recounts keep the plans of the joins they always
 * had (EXPLAIN on the 100k benchmark database).
 */
export const isActiveSql = (row: string) => `${row}.status = 'active'`;

/** `answer` is active and so is its post `post`. */
export const liveAnswerSql = (answer: string, post: string) =>
  `${isActiveSql(answer)} AND ${isActiveSql(post)}`;

/** `comment` is live: its post `post` (joined) and answer `answer` (left-joined, if any) are active. */
export const liveCommentSql = (comment: string, post: string, answer: string) =>
  `${isActiveSql(comment)} AND ${isActiveSql(post)}
   AND (${comment}.answer_id IS NULL OR ${isActiveSql(answer)})`;

/** A live `comment` that names its author (see {@link attributedComments}). */
export const attributedSql = (comment: string, post: string, answer: string) =>
  `NOT (${post}.anonymous = true AND ${post}.author = ${comment}.author)
   AND NOT (${answer}.id IS NOT NULL AND ${answer}.anonymous = true
     AND ${answer}.author = ${comment}.author)`;

/**
 * The same rules on rows already read, for the write paths that count one
 * item's rows from a snapshot (stores/counters/contentSnapshot.ts).
 */
export interface Authored {
  status: string;
  author: string;
  anonymous: boolean;
}

export const isActive = (row: { status?: unknown } | undefined) =>
  row?.status === 'active';

/** A comment under `post`, and under `answer` when it is on one. */
export const commentIsLive = (
  post: Authored | undefined,
  answer: Authored | undefined,
  comment: { status: string; onAnswer: boolean },
) =>
  isActive(post) &&
  isActive(comment) &&
  (!comment.onAnswer || isActive(answer));

/** A live comment naming its author (see {@link attributedComments}). */
export const commentIsAttributed = (
  post: Authored | undefined,
  answer: Authored | undefined,
  comment: { author: string },
) =>
  !(post?.anonymous && post.author === comment.author) &&
  !(answer?.anonymous && answer.author === comment.author);
