import promiseRouter from 'express-promise-router';
import type { Request, Response } from 'express';
import type { DomainRouter } from './types';
import { flagBody, flagsQuery, resolveFlagsBody } from '@agora/contract';
import { audited } from '../audit/audit';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams, parseQuery } from '../service/validation';
import {
  flaggedItems,
  flagItem,
  type FlagTarget,
  openFlagsCount,
  resolveFlags,
} from '../stores/flags';
import { commentParams, postParams } from './postsSchema';
import { answerParams } from './answersSchema';

/**
 * Flagging posts, answers and comments, and the moderators' review queue
 * (docs/api.md, "Flags"). Flagging loads the flagged item's post through
 * the one post loader (stores/postAccess.ts), so a post the caller may not
 * read takes no flags from them.
 */
export const flagsRouter: DomainRouter = ({ db, settings, auditor }) => {
  const router = promiseRouter();
  const hideAfter = settings.flagsHideAfter;

  const flag = async (req: Request, res: Response, target: FlagTarget) => {
    const body = parseBody(flagBody, req);
    await flagItem(db, target, body, callerOf(req), hideAfter);
    res.status(204).end();
  };

  router.post('/posts/:id/flags', async (req, res) => {
    const { id } = parseParams(postParams, req);
    await flag(req, res, { kind: 'post', id, postId: id });
  });

  router.post('/posts/:id/answers/:answerId/flags', async (req, res) => {
    const { id, answerId } = parseParams(answerParams, req);
    await flag(req, res, { kind: 'answer', id: answerId, postId: id });
  });

  // Comments on the post and on its answers alike: a comment's id is its own.
  router.post('/posts/:id/comments/:commentId/flags', async (req, res) => {
    const { id, commentId } = parseParams(commentParams, req);
    await flag(req, res, { kind: 'comment', id: commentId, postId: id });
  });

  router.get('/flags', async (req, res) => {
    const { limit, offset } = parseQuery(flagsQuery, req);
    res.json(await flaggedItems(db, { limit, offset }, callerOf(req)));
  });

  router.get('/flags/count', async (req, res) => {
    res.json({ count: await openFlagsCount(db, callerOf(req)) });
  });

  router.post('/flags/resolve', async (req, res) => {
    const { kind, id, resolution } = parseBody(resolveFlagsBody, req);
    const caller = callerOf(req);
    const resolved = await audited(
      auditor,
      req,
      'flags-resolve',
      { kind, id, resolution },
      () => resolveFlags(db, kind, id, resolution, caller),
    );
    res.json({
      resolution,
      resolvedBy: caller.userRef,
      resolved,
      count: await openFlagsCount(db, caller),
    });
  });

  return router;
};
