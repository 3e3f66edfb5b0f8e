import {
  AuthorizeResult,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';
import {
  createConditionAuthorizer,
  type PermissionRuleset,
} from '@backstage/plugin-permission-node';
import type {
  AgoraPostFilter,
  AgoraPostResource,
  PostJudge,
  PostPermission,
} from '../domain/rights';

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
