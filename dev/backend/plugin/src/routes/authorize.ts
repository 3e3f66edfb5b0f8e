import type { Request } from 'express';
import { NotAllowedError } from '@backstage/errors';
import type { BasicPermission } from '@backstage/plugin-permission-common';
import type { Authorization, PostPermission } from '../service/authorization';
import { callerOf } from '../service/identity';
import type { Caller } from '../service/types';
import type { ModifyDecision } from '../stores/modifyDecision';
import type { PostRow } from '../stores/posts';

/**
 * The routes' write checks (docs/permissions.md): a refused permission is
 * a 403 with the contract's error body (NotAllowedError via service/errors).
 * In fallback mode these ask Agora's own rules, which allow every caller
 * what the stores then judge as before.
 */
export async function requireBasic(
  authorization: Authorization,
  req: Request,
  permission: BasicPermission,
  message: string,
) {
  if (!(await authorization.authorizeBasic(req, permission)))
    throw new NotAllowedError(message);
}

/** A post permission on `post` itself, e.g. answering or commenting it. */
export async function requirePost(
  authorization: Authorization,
  req: Request,
  permission: PostPermission,
  post: PostRow,
  message: string,
) {
  if (!(await authorization.authorizePost(req, permission, post)))
    throw new NotAllowedError(message);
}

/**
 * The policy's edit/delete decision for a store to apply to the row it
 * locks, in place of its author-or-moderator check; undefined in fallback
 * mode, where that check stays. `item`: the author judged is the answer's
 * or comment's (IS_AUTHOR on the item, the other rules on its post).
 */
export function policyDecision(
  authorization: Authorization,
  req: Request,
  permission: PostPermission,
  item = false,
): ModifyDecision | undefined {
  if (!authorization.policyEnabled) return undefined;
  return (author, post, trx) =>
    authorization.authorizePost(req, permission, post, {
      db: trx,
      ...(item ? { itemAuthor: author } : {}),
    });
}

/**
 * The caller for the moderator routes (restore, purge, deleted posts): its
 * `isModerator` is `agora.moderate` as the policy decides, which in fallback
 * mode is `agora.moderators` as before.
 */
export async function moderatorCaller(
  authorization: Authorization,
  req: Request,
): Promise<Caller> {
  const caller = callerOf(req);
  if (!authorization.policyEnabled) return caller;
  return { ...caller, isModerator: await authorization.isModerator(req) };
}
