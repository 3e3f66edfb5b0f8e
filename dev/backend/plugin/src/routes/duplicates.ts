import promiseRouter from 'express-promise-router';
import type { DomainRouter } from '.';
import { closeAsDuplicateBody } from '@agora/contract';
import { audited } from '../audit/audit';
import { callerOf } from '../service/identity';
import { parseBody, parseParams } from '../service/validation';
import { closeAsDuplicate, reopenQuestion } from '../stores/duplicates';
import { readPost } from '../stores/posts';
import { postParams } from './postsSchema';

/**
 * Closing questions as duplicates and reopening them (docs/api.md,
 * "Duplicates"): `agora.post.close` on the closed question, the
 * moderators' without a policy. Both answer the question as it now is.
 */
export const duplicatesRouter: DomainRouter = ({ db, auditor }) => {
  const router = promiseRouter();

  router.put('/posts/:id/duplicate', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const { originalId } = parseBody(closeAsDuplicateBody, req);
    const caller = callerOf(req);
    await audited(
      auditor,
      req,
      'duplicate-close',
      { postId: id, originalId },
      () => closeAsDuplicate(db, id, originalId, caller),
    );
    res.json(await readPost(db, id, caller));
  });

  router.delete('/posts/:id/duplicate', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const caller = callerOf(req);
    await audited(auditor, req, 'duplicate-reopen', { postId: id }, () =>
      reopenQuestion(db, id, caller),
    );
    res.json(await readPost(db, id, caller));
  });

  return router;
};
