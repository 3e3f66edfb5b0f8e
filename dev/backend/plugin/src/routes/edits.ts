import type { Request } from 'express';
import type { QuestionMinimums } from '@agora/contract';
import type { RouterOptions } from '../service/types';
import { callerOf } from '../domain/caller';
import { updatePost, type PostInput } from '../stores/postWrites';
import { updateAnswer, type AnswerInput } from '../stores/answerWrites';
import type { RevisionNote } from '../stores/revisions';
import { recordSuccess } from '../audit/audit';

/**
 * Edits of posts and answers, for the edit routes and for restoring a
 * revision alike (routes/revisions.ts): a restore is an edit, with the
 * same rights, counters, notification (`contentEdited`), events and audit
 * of moderators' edits.
 */

type Options = Pick<RouterOptions, 'db' | 'settings' | 'writes' | 'auditor'>;

/** What was edited: a post, one of its answers, or a comment on either. */
export interface EditedItem {
  postId: number;
  answerId?: number;
  commentId?: number;
}

/**
 * After an edit committed: its listeners hear of it (`contentEdited`, for
 * the mentions it adds and the events), and an edit of someone else's
 * item, a moderator's, is audited.
 */
export async function edited(
  { writes, auditor }: Pick<RouterOptions, 'writes' | 'auditor'>,
  req: Request,
  item: EditedItem,
  change: { before: string; author: string },
) {
  const actor = callerOf(req).userRef;
  writes.notify({
    type: 'contentEdited',
    ...item,
    before: change.before,
    actor,
  });
  if (change.author !== actor) {
    const target =
      (item.commentId !== undefined && 'comment') ||
      (item.answerId !== undefined && 'answer') ||
      'post';
    await recordSuccess(auditor, req, 'content-edit', {
      target,
      ...item,
      author: change.author,
    });
  }
}

/**
 * Edits post `id` as the request's caller, then notifies and audits. The
 * edit route passes the question minimums; a restore passes none.
 */
export async function editPost(
  options: Options,
  req: Request,
  id: number,
  input: Omit<PostInput, 'type' | 'anonymous'>,
  note: RevisionNote,
  minimums?: QuestionMinimums,
) {
  const keep = options.settings.revisionsKeep;
  const change = await updatePost(
    options.db,
    id,
    input,
    callerOf(req),
    { ...note, keep },
    minimums,
  );
  await edited(options, req, { postId: id }, change);
}

/** Edits an answer as the request's caller, then notifies and audits. */
export async function editAnswer(
  options: Options,
  req: Request,
  postId: number,
  answerId: number,
  input: AnswerInput,
  note: RevisionNote,
) {
  const keep = options.settings.revisionsKeep;
  const change = await updateAnswer(
    options.db,
    postId,
    answerId,
    input,
    callerOf(req),
    { ...note, keep },
  );
  await edited(options, req, { postId, answerId }, change);
}
