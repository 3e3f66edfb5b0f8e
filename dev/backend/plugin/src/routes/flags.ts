import promiseRouter from 'express-promise-router';
import type { Request, Response } from 'express';
import type { RootConfigService } from '@backstage/backend-plugin-api';
import type { DomainRouter } from './types';
import {
  FLAG_HIDE_AFTER_DEFAULT,
  flagBody,
  flagsQuery,
  resolveFlagsBody,
} from '@agora/contract';
import { audited } from '../audit/audit';
import { callerOf } from '../service/identity';
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
 * `agora.flags.hideAfter`: open flags from this many people hide an item
 * (docs/configuration.md).
 */
export function flagsHideAfter(config: RootConfigService): number {
  const n = config.getOptionalNumber('agora.flags.hideAfter');
  if (n === undefined) return FLAG_HIDE_AFTER_DEFAULT;
  if (!Number.isInteger(n) || n < 1)
    throw new Error(
      `agora.flags.hideAfter must be a whole number, at least 1, got ${n}`,
    );
  return n;
}

/**
 * Flagging posts, answers and comments, and the moderators' review queue
 * (docs/api.md, "Flags"). Flagging loads the flagged item's post through
 * the one post loader (stores/postAccess.ts), so a post the caller may not
 * read takes no flags from them.
 */
export const flagsRouter: DomainRouter = ({ db, config, auditor }) => {
  const router = promiseRouter();
  const hideAfter = flagsHideAfter(config);

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
