import type {
  BackstageCredentials,
  PermissionsRegistryService,
  PermissionsService,
  RootConfigService,
} from '@backstage/backend-plugin-api';
import {
  AuthorizeResult,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';
import { createConditionTransformer } from '@backstage/plugin-permission-node';
import {
  agoraModeratePermission,
  agoraPostReadPermission,
} from '@agora/contract';
import { agoraPostResourceRef } from '../permissions/postResource';
import { policyJudge } from '../permissions/postJudge';
import {
  agoraBasicPermissions,
  agoraPostPermissions,
} from '../permissions/permissionSets';
import type { PolicyRights } from '../domain/rights';

/**
 * The one place routes ask "may the caller do this?" (docs/permissions.md).
 * With `permission.enabled: true` the portal's policy decides; otherwise
 * Agora's own rules of authors and `agora.moderators` do, as before. Under
 * a policy every answer comes from the caller's rights, asked once per
 * request by {@link Authorization.policyRights}; post, answer and comment
 * permissions on an item are judged with `postJudgeOf` (`domain/callerRights.ts`).
 */
export interface Authorization {
  /** True when the portal's permission policy decides. */
  readonly policyEnabled: boolean;
  /**
   * Policy mode only: the caller's rights for the whole request, asked once
   * by the identity middleware before any route runs, in two calls made
   * together: `authorize` for every basic permission (`agora.moderate`
   * becomes `isModerator`) and `authorizeConditional` for every `agora-post`
   * permission (the judge of the per-item decisions, and the read criteria
   * for lists).
   */
  policyRights(credentials: BackstageCredentials): Promise<{
    isModerator: boolean;
    rights: PolicyRights;
    /** The `agora.post.read` decision as the policy gave it (`stores/policyReaders.ts`). */
    readDecision: PolicyDecision;
  }>;
}

export interface AuthorizationOptions {
  config: RootConfigService;
  permissions: PermissionsService;
  permissionsRegistry: PermissionsRegistryService;
}

export function createAuthorization(
  options: AuthorizationOptions,
): Authorization {
  const { config, permissions, permissionsRegistry } = options;
  const policyEnabled =
    config.getOptionalBoolean('permission.enabled') ?? false;
  // Read per call: modules may add rules to the ruleset after start-up wiring.
  const ruleset = () =>
    permissionsRegistry.getPermissionRuleset(agoraPostResourceRef);

  return {
    policyEnabled,

    async policyRights(credentials) {
      const [basic, post] = await Promise.all([
        permissions.authorize(
          agoraBasicPermissions.map(permission => ({ permission })),
          { credentials },
        ),
        permissions.authorizeConditional(
          agoraPostPermissions.map(permission => ({ permission })),
          { credentials },
        ),
      ]);
      const allowed = new Set(
        agoraBasicPermissions
          .filter((_, i) => basic[i].result === AuthorizeResult.ALLOW)
          .map(p => p.name),
      );
      const decisions = new Map(
        agoraPostPermissions.map((p, i) => [p.name, post[i]]),
      );
      const read = decisions.get(agoraPostReadPermission.name)!;
      return {
        isModerator: allowed.has(agoraModeratePermission.name),
        readDecision: read,
        rights: {
          basic: allowed,
          post: policyJudge(decisions, ruleset()),
          // Transformed once: every list of the request filters with it.
          read:
            read.result === AuthorizeResult.CONDITIONAL
              ? {
                  result: AuthorizeResult.CONDITIONAL,
                  criteria: createConditionTransformer(ruleset())(
                    read.conditions,
                  ),
                }
              : read,
        },
      };
    },
  };
}
