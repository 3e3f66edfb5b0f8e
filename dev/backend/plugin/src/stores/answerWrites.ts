import type { Knex } from 'knex';
import { assertOpenForAnswers } from './duplicates';
import {
  ANSWER_ERRORS,
  agoraAnswerCreatePermission,
  agoraAnswerDeletePermission,
  agoraAnswerEditPermission,
} from '@agora/contract';
import type { Caller } from '../domain/caller';
import { NotAllowedError } from '@backstage/errors';
import { badRequest } from '../domain/errors';
import { insertedId, nowIso } from './dbValues';
import { correctAnswerRights, mayChange } from './itemRights';
import { visibleAnswerRow } from './answers';
import { assertAttachmentsExist } from './attachments';
import { lockedPostRow, writeTransaction } from './transactions';
import { indexPosts } from './searchIndex';
import {
  addRevision,
  answerSnapshot,
  nextRevision,
  type RevisionNote,
} from './revisions';
import {
  answerCreated,
  answerDeleted,
  answerEdited,
  correctAnswerChanged,
} from './counters/answerEvents';

/**
 * Answer mutations. Each runs in one transaction together with the counters
 * and flags it affects (`posts.answers_count`, `posts.correct_answer`).
 */

export interface AnswerInput {
  answer: string;
  images?: number[];
  anonymous?: boolean;
}

export async function createAnswer(
  db: Knex,
  postId: number,
  input: AnswerInput,
  caller: Caller,
) {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    if (!(await mayChange(trx, caller, agoraAnswerCreatePermission, post)))
      throw new NotAllowedError('You may not answer this post');
    if (post.type !== 'question')
      throw badRequest('Only questions can be answered', 'postId');
    await assertOpenForAnswers(trx, postId);
    await assertAttachmentsExist(trx, input.images);
    const result = await trx('answers')
      .insert({
        post_id: postId,
        content: input.answer,
        author: caller.userRef,
        anonymous: input.anonymous ?? false,
        created: nowIso(),
        status: 'active',
        correct: false,
        score: 0,
        images: JSON.stringify(input.images ?? []),
      })
      .returning('id');
    const id = insertedId(result);
    await answerCreated(trx, postId, id, caller.userRef);
    // A question is also found by its answers' words (docs/search.md).
    await indexPosts(trx, [postId]);
    return id;
  });
}

/**
 * Edits an answer (author or moderator), storing the version it leaves as
 * the answer's next revision under the post's lock (stores/revisions.ts).
 */
export async function updateAnswer(
  db: Knex,
  postId: number,
  answerId: number,
  input: AnswerInput,
  caller: Caller,
  note: RevisionNote = {},
): Promise<{ before: string; author: string }> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    const row = await visibleAnswerRow(trx, postId, answerId, caller);
    if (
      !(await mayChange(
        trx,
        caller,
        agoraAnswerEditPermission,
        post,
        row.author,
      ))
    )
      throw new NotAllowedError(
        'Only the author or a moderator can edit this answer',
      );
    await assertAttachmentsExist(trx, input.images);
    const item = { postId, answerId };
    const revision = await nextRevision(trx, item, row, () =>
      answerSnapshot(row),
    );
    await answerEdited(trx, postId, () =>
      trx('answers')
        .where('id', answerId)
        .update({
          content: input.answer,
          ...(input.images ? { images: JSON.stringify(input.images) } : {}),
          updated: nowIso(),
          updated_by: caller.userRef,
        }),
    );
    // The version the edit leaves is what it wrote; images it left out stay.
    const after = answerSnapshot({
      ...row,
      content: input.answer,
      images: input.images ? JSON.stringify(input.images) : row.images,
    });
    await addRevision(trx, item, revision, after, caller, note);
    await indexPosts(trx, [postId]);
    // What it said before, for the mentions the edit adds (notify/), and
    // whose it is, for the audit of moderators' edits (audit/).
    return { before: String(row.content), author: String(row.author) };
  });
}

/**
 * Soft delete; the correct answer stays, so a question never loses it
 * silently. Resolves to false when the answer was deleted already.
 */
export async function deleteAnswer(
  db: Knex,
  postId: number,
  answerId: number,
  reason: string | undefined,
  caller: Caller,
): Promise<boolean> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    const row = await visibleAnswerRow(trx, postId, answerId, caller);
    const permission = agoraAnswerDeletePermission;
    if (!(await mayChange(trx, caller, permission, post, row.author)))
      throw new NotAllowedError(
        'Only the author or a moderator can delete this answer',
      );
    if (row.status === 'deleted') return false;
    if (row.correct === true || row.correct === 1) {
      throw badRequest('A correct answer cannot be deleted', 'answerId');
    }
    await answerDeleted(trx, postId, answerId, () =>
      trx('answers')
        .where('id', answerId)
        .update({
          status: 'deleted',
          delete_reason: reason ?? null,
          updated: nowIso(),
          updated_by: caller.userRef,
        }),
    );
    await indexPosts(trx, [postId]);
    return true;
  });
}

/**
 * Marks (or unmarks) the correct answer, as `correctAnswerRights` allows:
 * the asker marks, the asker or a moderator unmarks; marking one unmarks
 * any previous one in the same transaction. Says whether the caller acted
 * as a moderator on someone else's question (the route audits that).
 */
export async function setCorrectAnswer(
  db: Knex,
  postId: number,
  answerId: number,
  correct: boolean,
  caller: Caller,
): Promise<{ byModerator: boolean }> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    const answer = await visibleAnswerRow(trx, postId, answerId, caller);
    const rights = correctAnswerRights(caller, post.author);
    if (correct && !rights.canMarkCorrect)
      throw new NotAllowedError(ANSWER_ERRORS.markCorrectNotAsker);
    if (!correct && !rights.canUnmark)
      throw new NotAllowedError(ANSWER_ERRORS.unmarkCorrectNotAllowed);
    if (answer.status === 'deleted')
      throw badRequest('A deleted answer cannot be marked', 'answerId');
    await correctAnswerChanged(trx, postId, async () => {
      if (correct) {
        await trx('answers')
          .where('post_id', postId)
          .update({ correct: false });
        await trx('answers').where('id', answerId).update({ correct: true });
      } else {
        await trx('answers').where('id', answerId).update({ correct: false });
      }
    });
    return { byModerator: post.author !== caller.userRef };
  });
}
