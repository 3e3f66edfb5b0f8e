import type { Knex } from 'knex';
import { addStatisticsUser, refreshDays, today } from './dailyCounts';
import { countsOfPost, moveDirectoryCounts } from './directoryCounts';
import { moveBoards } from './leaderboardCounts';
import {
  moveContentCounts,
  NOTHING,
  snapshotOf,
  withContentCounts,
} from './contentSnapshot';
import { touchPost } from './lastActivity';

/**
 * The counter side of answer writes (see stores/counters/postEvents.ts):
 * called in the write's transaction, after it locked the answer's post.
 */

/** An answer was inserted under `postId` by `author`. */
export async function answerCreated(
  trx: Knex.Transaction,
  postId: number,
  answerId: number,
  author: string,
) {
  await trx('posts').where('id', postId).increment('answers_count', 1);
  await touchPost(trx, postId);
  await moveContentCounts(
    trx,
    NOTHING,
    await snapshotOf(trx, { answer: answerId }, true),
  );
  await refreshDays(trx, [today()], ['users']);
  await addStatisticsUser(trx, author);
}

/** `edit` changes the text or images of an answer under `postId`. */
export async function answerEdited<T>(
  trx: Knex.Transaction,
  postId: number,
  edit: () => Promise<T>,
): Promise<T> {
  const result = await edit();
  await touchPost(trx, postId);
  return result;
}

/** `write` soft-deletes the answer; the post's `last_activity` stays. */
export async function answerDeleted<T>(
  trx: Knex.Transaction,
  postId: number,
  answerId: number,
  write: () => Promise<T>,
): Promise<T> {
  const result = await withContentCounts(trx, { answer: answerId }, write);
  await trx('posts').where('id', postId).decrement('answers_count', 1);
  return result;
}

/**
 * `write` marks or unmarks answers of `postId` as correct: the votes of the
 * answers it marks or unmarks move on or off the correct-answer board, the
 * authors' correct-answer counts move, and the post's flag follows.
 */
export async function correctAnswerChanged(
  trx: Knex.Transaction,
  postId: number,
  write: () => Promise<void>,
) {
  const before = await countsOfPost(trx, postId, 'users');
  await moveBoards(
    trx,
    { post: postId },
    ['answers/top-correct-upvoted-users'],
    write,
  );
  const stillCorrect = await trx('answers')
    .where({ post_id: postId, correct: true })
    .first('id');
  await trx('posts')
    .where('id', postId)
    .update({ correct_answer: Boolean(stillCorrect) });
  await moveDirectoryCounts(
    trx,
    before,
    await countsOfPost(trx, postId, 'users'),
  );
}
