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
 * The same rules on rows already read, for the write paths that count one
 * item's rows from a snapshot (stores/contentSnapshot.ts).
 */
export interface Authored {
  status: string;
  author: string;
  anonymous: boolean;
}

export const isActive = (row: { status: string } | undefined) =>
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
