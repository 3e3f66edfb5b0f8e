import type { RequestHandler } from 'express';
import { NotFoundError } from '@backstage/errors';
import { agoraPostReadPermission } from '@agora/contract';
import { judgePostRow } from '../stores/postResources';
import { postJudgeOf } from './callerRights';
import { callerOf } from './identity';
import type { RouterOptions } from './types';

/**
 * Every route under one post (`/posts/:id/…`, `/posts/follow/:id`,
 * `/ai/{question,article}/:id`) answers 404 when the policy hides that post
 * from the caller, as for a missing post: its answers, comments, votes and
 * follows are unreachable and its existence is not revealed. Unknown posts
 * pass through to the route's own 404. The caller's rights judge, as in the
 * stores (`callerRights.ts`): no further call to the permission backend.
 * Without the permission framework
 * everyone reads every post, so nothing is checked.
 */
export function hiddenPostGuard({
  db,
  authorization,
}: RouterOptions): RequestHandler {
  return async (req, _res, next) => {
    try {
      if (!authorization.policyEnabled) return next();
      const id = postIdOfPath(req.path);
      if (id === undefined) return next();
      const row = await db('posts').where('id', id).first();
      const judge = postJudgeOf(callerOf(req));
      if (row && !(await judgePostRow(db, judge, agoraPostReadPermission, row)))
        throw new NotFoundError('Post not found');
      return next();
    } catch (e) {
      return next(e);
    }
  };
}

// `list`, `query` and `followed` are not ids, so they never match.
const POST_PATHS = [
  /^\/posts\/([0-9]{1,15})(?:\/|$)/,
  /^\/posts\/follow\/([0-9]{1,15})$/,
  /^\/ai\/(?:question|article)\/([0-9]{1,15})$/,
];

function postIdOfPath(path: string): number | undefined {
  for (const pattern of POST_PATHS) {
    const match = pattern.exec(path);
    if (match) return Number(match[1]);
  }
  return undefined;
}
