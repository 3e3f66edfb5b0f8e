import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { closeAsDuplicateBody } from '@agora/contract';
import { audited } from '../audit/audit';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams } from '../service/validation';
import { closeAsDuplicate, reopenQuestion } from '../stores/duplicates';
import { readPost } from '../stores/posts';
import { postParams } from './postsSchema';

/**
 * Closing questions as duplicates and reopening them (docs/api.md,
 * "Duplicates"): `agora.post.close` on the closed question, the
 * moderators' without a policy. Both answer the question as it now is; a
 * change is published (`post.closed`, `post.reopened`) and a closure told
 * to the question's author.
 */
export const duplicatesRouter: DomainRouter = ({ db, auditor, writes }) => {
  const router = promiseRouter();

  router.put('/posts/:id/duplicate', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const { originalId } = parseBody(closeAsDuplicateBody, req);
    const caller = callerOf(req);
    const changed = await audited(
      auditor,
      req,
      'duplicate-close',
      { postId: id, originalId },
      () => closeAsDuplicate(db, id, originalId, caller),
    );
    const actor = caller.userRef;
    if (changed)
      writes.notify({ type: 'questionClosed', postId: id, originalId, actor });
    res.json(await readPost(db, id, caller));
  });

  router.delete('/posts/:id/duplicate', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const caller = callerOf(req);
    const reopened = await audited(
      auditor,
      req,
      'duplicate-reopen',
      { postId: id },
      () => reopenQuestion(db, id, caller),
    );
    if (reopened)
      writes.notify({
        type: 'questionReopened',
        postId: id,
        actor: caller.userRef,
      });
    res.json(await readPost(db, id, caller));
  });

  return router;
};
