import type { Knex } from 'knex';
import { agoraCommentCreatePermission, type Comment } from '@agora/contract';
import type { PostRow } from '../domain/rows';
import type { Caller } from '../domain/caller';
import { NotAllowedError, NotFoundError } from '@backstage/errors';
import { boolOf, insertedId, isoOf, nowIso, optionalIso } from './dbValues';
import { lockedPostRow, writeTransaction } from './transactions';
import { COMMENT_CHANGES, itemFlags, mayChange } from './itemRights';
import type { AgoraPostResource } from '../permissions/postResource';
import { postResourcesFor } from '../stores/postResources';
import { postJudgeOf } from '../domain/callerRights';
import { flagHiddenShown, whereNotFlagHidden } from './flagHidden';
import {
  commentCreated,
  commentDeleted,
  commentEdited,
} from './counters/commentEvents';

/**
 * Comments on posts (`answer_id` null) and on answers. Only post comments
 * count towards `posts.comments_count`; the counter changes in the same
 * transaction as the comment.
 */

import type { CommentRow } from '../domain/rows';

/**
 * `hidden`: the real authors of the anonymous post or answer a comment sits
 * under. Their comments there would name them, so everyone but themselves
 * (moderators included, as for the post) sees `anonymous`. `flagged`: the
 * comments hidden by flags that the caller still reads (stores/flagHidden.ts).
 */
function toComment(
  row: CommentRow,
  caller: Caller,
  hidden: ReadonlySet<string>,
  post: AgoraPostResource | undefined,
  flagged: ReadonlySet<number>,
): Comment {
  const masked = hidden.has(row.author) && row.author !== caller.userRef;
  const id = Number(row.id);
  return {
    id,
    content: row.content,
    author: masked ? 'anonymous' : row.author,
    created: isoOf(row.created),
    updated: optionalIso(row.updated),
    postId: Number(row.post_id),
    answerId:
      row.answer_id === null || row.answer_id === undefined
        ? undefined
        : Number(row.answer_id),
    ...itemFlags(caller, COMMENT_CHANGES, row.author, post),
    ...(flagged.has(id) ? { flagHidden: true } : {}),
  };
}

/** The rules' view of the posts comments sit under, when the caller's rights need it. */
const commentPosts = (db: Knex, caller: Caller, postIds: number[]) =>
  postResourcesFor(db, postJudgeOf(caller), COMMENT_CHANGES, postIds);

/** The author of a row when it is anonymous. */
const anonymousAuthor = (author: string, anonymous: unknown) =>
  boolOf(anonymous) ? [author] : [];

interface AuthoredRow {
  author: string;
  anonymous?: unknown;
}

/**
 * The real authors a comment thread keeps anonymous: its post's when the
 * post is anonymous, and for an answer's thread also the answer's. Their
 * comments there read "anonymous" to everyone else, and everything that
 * names a comment's author (threads here, notifications in
 * notify/deliveries.ts) asks this rule.
 */
export function anonymousInThread(
  post: AuthoredRow,
  answer?: AuthoredRow,
): Set<string> {
  return new Set([
    ...anonymousAuthor(post.author, post.anonymous),
    ...(answer ? anonymousAuthor(answer.author, answer.anonymous) : []),
  ]);
}

/** The active comments on the post `post` (its loaded row), oldest first. */
export async function commentsOfPost(db: Knex, post: PostRow, caller: Caller) {
  const postId = Number(post.id);
  const hidden = anonymousInThread({
    author: post.author,
    anonymous: post.anonymous,
  });
  const qb = db('comments')
    .where({ post_id: postId, status: 'active' })
    .whereNull('answer_id');
  whereNotFlagHidden(db, qb, 'comment', 'comments', caller);
  const rows = await qb.orderBy([{ column: 'created' }, { column: 'id' }]);
  const [posts, flagged] = await Promise.all([
    commentPosts(db, caller, [postId]),
    flagHiddenShown(db, 'comment', rows, caller),
  ]);
  const resource = posts.get(postId);
  return rows.map(r => toComment(r, caller, hidden, resource, flagged));
}

/** Active comments of many answers at once, keyed by answer id. */
export async function commentsOfAnswers(
  db: Knex,
  answerIds: number[],
  caller: Caller,
) {
  const byAnswer = new Map<number, Comment[]>();
  if (answerIds.length === 0) return byAnswer;
  // An answer's thread hides both its own anonymous author and its question's.
  const parents = await db('answers')
    .join('posts', 'posts.id', 'answers.post_id')
    .whereIn('answers.id', answerIds)
    .select(
      'answers.id',
      'answers.post_id',
      'answers.author',
      'answers.anonymous',
      'posts.author as post_author',
      'posts.anonymous as post_anonymous',
    );
  const hiddenBy = new Map<number, Set<string>>(
    parents.map(p => [
      Number(p.id),
      anonymousInThread(
        { author: p.post_author, anonymous: p.post_anonymous },
        { author: p.author, anonymous: p.anonymous },
      ),
    ]),
  );
  const qb = db('comments')
    .whereIn('answer_id', answerIds)
    .where('status', 'active');
  whereNotFlagHidden(db, qb, 'comment', 'comments', caller);
  const rows = await qb.orderBy([{ column: 'created' }, { column: 'id' }]);
  const [posts, flagged] = await Promise.all([
    commentPosts(
      db,
      caller,
      parents.map(p => Number(p.post_id)),
    ),
    flagHiddenShown(db, 'comment', rows, caller),
  ]);
  for (const row of rows) {
    const id = Number(row.answer_id);
    const hidden = hiddenBy.get(id) ?? new Set<string>();
    const comment = toComment(
      row,
      caller,
      hidden,
      posts.get(Number(row.post_id)),
      flagged,
    );
    byAnswer.set(id, [...(byAnswer.get(id) ?? []), comment]);
  }
  return byAnswer;
}

/** Where a comment lives: a post, or an answer of that post. */
export interface CommentTarget {
  postId: number;
  answerId?: number;
}

/**
 * Adds the caller's comment to the post or its answer, if the caller may
 * comment on the post (`agora.comment.create`, judged on the locked row).
 */
export async function addComment(
  db: Knex,
  target: CommentTarget,
  content: string,
  caller: Caller,
): Promise<number> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, target.postId, caller);
    if (!(await mayChange(trx, caller, agoraCommentCreatePermission, post)))
      throw new NotAllowedError('You may not comment on this post');
    const result = await trx('comments')
      .insert({
        post_id: target.postId,
        answer_id: target.answerId ?? null,
        content,
        author: caller.userRef,
        created: nowIso(),
        status: 'active',
      })
      .returning('id');
    const id = insertedId(result);
    await commentCreated(trx, { ...target, commentId: id }, caller.userRef);
    return id;
  });
}

/** The comment's row, 404 unless it is active and belongs to the target. */
async function commentRow(
  db: Knex | Knex.Transaction,
  target: CommentTarget,
  commentId: number,
) {
  const qb = db('comments').where({
    id: commentId,
    post_id: target.postId,
    status: 'active',
  });
  if (target.answerId === undefined) qb.whereNull('answer_id');
  else qb.where('answer_id', target.answerId);
  const row = await qb.first();
  if (!row) throw new NotFoundError('Comment not found');
  return row;
}

export async function updateComment(
  db: Knex,
  target: CommentTarget,
  commentId: number,
  content: string,
  caller: Caller,
): Promise<{ before: string; author: string }> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, target.postId, caller);
    const row = await commentRow(trx, target, commentId);
    const [permission] = COMMENT_CHANGES;
    if (!(await mayChange(trx, caller, permission, post, row.author)))
      throw new NotAllowedError(
        'Only the author or a moderator can edit this comment',
      );
    await commentEdited(trx, { ...target, commentId }, () =>
      trx('comments')
        .where('id', commentId)
        .update({ content, updated: nowIso() }),
    );
    // What it said before, for the mentions the edit adds (notify/), and
    // whose it is, for the audit of moderators' edits (audit/).
    return { before: String(row.content), author: String(row.author) };
  });
}

/**
 * Soft-deletes a comment with the optional reason and keeps the post's
 * counter in step.
 */
export async function deleteComment(
  db: Knex,
  target: CommentTarget,
  commentId: number,
  reason: string | undefined,
  caller: Caller,
) {
  await writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, target.postId, caller);
    const row = await commentRow(trx, target, commentId);
    const [, permission] = COMMENT_CHANGES;
    if (!(await mayChange(trx, caller, permission, post, row.author))) {
      throw new NotAllowedError(
        'Only the author or a moderator can delete this comment',
      );
    }
    await commentDeleted(trx, { ...target, commentId }, () =>
      trx('comments')
        .where('id', commentId)
        .update({
          status: 'deleted',
          delete_reason: reason ?? null,
          updated: nowIso(),
        }),
    );
  });
}
