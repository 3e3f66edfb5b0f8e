import type { Request } from 'express';
import type { RootConfigService } from '@backstage/backend-plugin-api';
import type { RouterOptions } from '../service/types';
import { callerOf } from '../service/identity';
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

type Options = Pick<RouterOptions, 'db' | 'config' | 'writes' | 'auditor'>;

/**
 * `agora.revisions.keep`: how many revisions of an item to keep, all when
 * absent. The routers read it at start-up too, so a bad value stops the
 * backend rather than an edit.
 */
export function revisionsKeep(config: RootConfigService): number | undefined {
  const keep = config.getOptionalNumber('agora.revisions.keep');
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 2))
    throw new Error(
      `agora.revisions.keep must be an integer of at least 2, got ${keep}`,
    );
  return keep;
}

/** Edits post `id` as the request's caller, then notifies and audits. */
export async function editPost(
  { db, config, writes, auditor }: Options,
  req: Request,
  id: number,
  input: Omit<PostInput, 'type' | 'anonymous'>,
  note: RevisionNote,
) {
  const caller = callerOf(req);
  const keep = revisionsKeep(config);
  const { before, author } = await updatePost(db, id, input, caller, {
    ...note,
    keep,
  });
  writes.notify({
    type: 'contentEdited',
    postId: id,
    before,
    actor: caller.userRef,
  });
  if (author !== caller.userRef)
    await recordSuccess(auditor, req, 'content-edit', {
      target: 'post',
      postId: id,
      author,
    });
}

/** Edits an answer as the request's caller, then notifies and audits. */
export async function editAnswer(
  { db, config, writes, auditor }: Options,
  req: Request,
  postId: number,
  answerId: number,
  input: AnswerInput,
  note: RevisionNote,
) {
  const caller = callerOf(req);
  const keep = revisionsKeep(config);
  const { before, author } = await updateAnswer(
    db,
    postId,
    answerId,
    input,
    caller,
    { ...note, keep },
  );
  writes.notify({
    type: 'contentEdited',
    postId,
    answerId,
    before,
    actor: caller.userRef,
  });
  if (author !== caller.userRef)
    await recordSuccess(auditor, req, 'content-edit', {
      target: 'answer',
      postId,
      answerId,
      author,
    });
}
