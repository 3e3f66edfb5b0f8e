import type { Knex } from 'knex';
import { addStatisticsUser, refreshDays, today } from './dailyCounts';
import {
  moveContentCounts,
  NOTHING,
  snapshotOf,
  withContentCounts,
} from './contentSnapshot';
import { touchPost } from './lastActivity';

/**
 * The counter side of comment writes (see stores/counters/postEvents.ts):
 * called in the write's transaction, after it locked the comment's post.
 * Only comments on the post itself move the post's `comments_count`.
 */
interface CommentKey {
  postId: number;
  answerId?: number;
  commentId: number;
}

export async function commentCreated(
  trx: Knex.Transaction,
  comment: CommentKey,
  author: string,
) {
  if (comment.answerId === undefined)
    await trx('posts')
      .where('id', comment.postId)
      .increment('comments_count', 1);
  await touchPost(trx, comment.postId);
  await moveContentCounts(
    trx,
    NOTHING,
    await snapshotOf(trx, { comment: comment.commentId }),
  );
  await refreshDays(trx, [today()], ['users']);
  await addStatisticsUser(trx, author);
}

/** `edit` changes the comment's text. */
export async function commentEdited<T>(
  trx: Knex.Transaction,
  comment: CommentKey,
  edit: () => Promise<T>,
): Promise<T> {
  const result = await edit();
  await touchPost(trx, comment.postId);
  return result;
}

/** `write` soft-deletes the comment; the post's `last_activity` stays. */
export async function commentDeleted<T>(
  trx: Knex.Transaction,
  comment: CommentKey,
  write: () => Promise<T>,
): Promise<T> {
  const result = await withContentCounts(
    trx,
    { comment: comment.commentId },
    write,
  );
  if (comment.answerId === undefined)
    await trx('posts')
      .where('id', comment.postId)
      .decrement('comments_count', 1);
  return result;
}
