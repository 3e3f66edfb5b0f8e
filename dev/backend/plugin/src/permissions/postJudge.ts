import type { Knex } from 'knex';
import {
  AuthorizeResult,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';
import {
  createConditionAuthorizer,
  type PermissionRuleset,
} from '@backstage/plugin-permission-node';
import type { PostRow } from '../stores/posts';
import type {
  AgoraPostResource,
  AgoraPostFilter,
  PostPermission,
} from './postResource';
import { postResourcesOf } from './postResourceLoader';

/**
 * One caller's answers to the `agora-post` permissions, decided once per
 * request and applied in-process to each post, answer or comment
 * (docs/permissions.md, "How decisions are made"). Nothing here calls the
 * permission backend, so stores may judge the rows they lock.
 */
export interface PostJudge {
  /** True when the answer depends on the post: pass its resource to {@link allows}. */
  isConditional(permission: PostPermission): boolean;
  /**
   * The answer for an item written by `author` (the post's, or for answer
   * and comment permissions the item's) under `post`; a conditional answer
   * without `post` is a refusal.
   */
  allows(
    permission: PostPermission,
    author: string,
    post?: AgoraPostResource,
  ): boolean;
}

/** The policy's decisions (by permission name) as a judge; unknown permissions are refused. */
export function policyJudge(
  decisions: ReadonlyMap<string, PolicyDecision>,
  ruleset: PermissionRuleset<AgoraPostResource, AgoraPostFilter, 'agora-post'>,
): PostJudge {
  const authorize = createConditionAuthorizer(ruleset);
  const decisionOf = (permission: PostPermission): PolicyDecision =>
    decisions.get(permission.name) ?? { result: AuthorizeResult.DENY };
  return {
    isConditional: permission =>
      decisionOf(permission).result === AuthorizeResult.CONDITIONAL,
    allows(permission, author, post) {
      const decision = decisionOf(permission);
      if (decision.result !== AuthorizeResult.CONDITIONAL)
        return decision.result === AuthorizeResult.ALLOW;
      return post ? authorize(decision, { ...post, author }) : false;
    },
  };
}

/**
 * The rules' view of the posts `ids`, loaded (one query for the rows, two
 * for tags and entities) only when one of `permissions` is conditional.
 */
export async function postResourcesFor(
  db: Knex,
  judge: PostJudge,
  permissions: readonly PostPermission[],
  ids: number[],
): Promise<Map<number, AgoraPostResource>> {
  if (ids.length === 0 || !permissions.some(p => judge.isConditional(p)))
    return new Map();
  const rows: PostRow[] = await db('posts').whereIn('id', [...new Set(ids)]);
  return postResourcesOf(db, rows);
}

/**
 * The judge's answer on one loaded (in writes: locked) post row for an item
 * by `author`, reading the post's tags and entities through `db` (the
 * store's transaction) only for a conditional decision.
 */
export async function judgePostRow(
  db: Knex,
  judge: PostJudge,
  permission: PostPermission,
  row: PostRow,
  author: string = row.author,
): Promise<boolean> {
  const post = judge.isConditional(permission)
    ? (await postResourcesOf(db, [row])).get(Number(row.id))
    : undefined;
  return judge.allows(permission, author, post);
}
