import type { Request } from 'express';
import type { Knex } from 'knex';
import { NotAllowedError } from '@backstage/errors';
import type { BasicPermission } from '@backstage/plugin-permission-common';
import type { PostPermission } from '../permissions/postResource';
import { judgePostRow } from '../stores/postResources';
import { allowsBasic, postJudgeOf } from '../domain/callerRights';
import { callerOf } from '../domain/caller';
import type { PostRow } from '../domain/rows';

/**
 * The routes' write checks (docs/permissions.md): a refused permission is
 * a 403 with the contract's error body (NotAllowedError via service/errors).
 * In fallback mode these ask Agora's own rules, which allow every caller
 * what the stores then judge as before. Edits and deletes of posts,
 * answers and comments are judged by the stores on the rows they lock, with
 * the caller's rights (`stores/itemRights.ts`).
 */
export async function requireBasic(
  req: Request,
  permission: BasicPermission,
  message: string,
) {
  if (!allowsBasic(callerOf(req), permission))
    throw new NotAllowedError(message);
}

/**
 * A post permission on `post` itself, e.g. answering or commenting it: the
 * same decision as the post's `canAnswer`/`canComment`.
 */
export async function requirePost(
  db: Knex,
  req: Request,
  permission: PostPermission,
  post: PostRow,
  message: string,
) {
  const judge = postJudgeOf(callerOf(req));
  if (!(await judgePostRow(db, judge, permission, post)))
    throw new NotAllowedError(message);
}
