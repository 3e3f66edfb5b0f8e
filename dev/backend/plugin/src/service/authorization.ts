import type { Request } from 'express';
import type { Knex } from 'knex';
import type {
  HttpAuthService,
  PermissionsRegistryService,
  PermissionsService,
  RootConfigService,
} from '@backstage/backend-plugin-api';
import {
  AuthorizeResult,
  type BasicPermission,
  type ResourcePermission,
} from '@backstage/plugin-permission-common';
import {
  createConditionAuthorizer,
  createConditionTransformer,
} from '@backstage/plugin-permission-node';
import {
  agoraModeratePermission,
  agoraPostReadPermission,
} from '@agora/contract';
import { agoraPostResourceRef } from '../permissions/postResource';
import { postResourcesOf } from '../permissions/postResourceLoader';
import { type PostReadFilter, READ_ALL } from '../permissions/postFilterSql';
import type { PostRow } from '../stores/posts';
import { policyJudge } from '../permissions/postJudge';
import { callerOf } from './identity';
import { fallbackBasic, fallbackPost } from './authorizationFallback';
import { RIGHTS_BASIC, RIGHTS_POST, type PolicyRights } from './callerRights';

export {
  restrictToReadable,
  type PostReadFilter,
} from '../permissions/postFilterSql';

/** A post permission: the `agora-post` permissions of `@agora/contract`. */
export type PostPermission = ResourcePermission<'agora-post'>;

/**
 * The one place routes ask "may the caller do this?" (docs/permissions.md).
 * With `permission.enabled: true` the portal's policy decides; otherwise
 * Agora's own rules of authors and `agora.moderators` do, as before.
 */
export interface Authorization {
  /** True when the portal's permission policy decides. */
  readonly policyEnabled: boolean;
  /** A basic (resource-less) permission, e.g. `agora.post.create`. */
  authorizeBasic(req: Request, permission: BasicPermission): Promise<boolean>;
  /**
   * A post permission on one loaded post. For answer and comment
   * permissions pass the item's author as `itemAuthor`: IS_AUTHOR then
   * judges the item, the other rules its post. It asks the permission
   * backend: never call it while holding a row lock; stores judge with the
   * caller's rights instead (`callerRights.ts`).
   */
  authorizePost(
    req: Request,
    permission: PostPermission,
    post: PostRow,
    options?: { itemAuthor?: string; db?: Knex },
  ): Promise<boolean>;
  /** `agora.post.read` for lists, for {@link restrictToReadable}. */
  postReadFilter(req: Request): Promise<PostReadFilter>;
  /**
   * Policy mode only: the caller's rights for the whole request, asked once
   * by the identity middleware before any route runs (two calls, in
   * parallel): `agora.moderate` as `isModerator`, and the decisions the
   * per-item flags and the edit/delete checks apply in-process.
   */
  policyRights(
    req: Request,
  ): Promise<{ isModerator: boolean; rights: PolicyRights }>;
}

export interface AuthorizationOptions {
  config: RootConfigService;
  httpAuth: HttpAuthService;
  permissions: PermissionsService;
  permissionsRegistry: PermissionsRegistryService;
  db: Knex;
}

export function createAuthorization(
  options: AuthorizationOptions,
): Authorization {
  const { config, httpAuth, permissions, permissionsRegistry, db } = options;
  const policyEnabled =
    config.getOptionalBoolean('permission.enabled') ?? false;
  // Read per call: modules may add rules to the ruleset after start-up wiring.
  const ruleset = () =>
    permissionsRegistry.getPermissionRuleset(agoraPostResourceRef);
  const credentialsOf = (req: Request) =>
    httpAuth.credentials(req, { allow: ['user', 'service', 'none'] });

  const authorizeBasic = async (req: Request, permission: BasicPermission) => {
    if (!policyEnabled) return fallbackBasic(callerOf(req), permission);
    const [decision] = await permissions.authorize([{ permission }], {
      credentials: await credentialsOf(req),
    });
    return decision.result === AuthorizeResult.ALLOW;
  };

  const conditionalDecision = async (
    req: Request,
    permission: PostPermission,
  ) => {
    const [decision] = await permissions.authorizeConditional(
      [{ permission }],
      {
        credentials: await credentialsOf(req),
      },
    );
    return decision;
  };

  return {
    policyEnabled,
    authorizeBasic,

    async authorizePost(req, permission, post, { itemAuthor, db: trx } = {}) {
      const author: string = itemAuthor ?? post.author;
      if (!policyEnabled)
        return fallbackPost(callerOf(req), permission, author);
      const decision = await conditionalDecision(req, permission);
      if (decision.result !== AuthorizeResult.CONDITIONAL)
        return decision.result === AuthorizeResult.ALLOW;
      // Applied here rather than through getResources: answers and comments
      // are their post with their own author, which only we can build.
      const resource = (await postResourcesOf(trx ?? db, [post])).get(
        Number(post.id),
      );
      if (!resource) return false;
      return createConditionAuthorizer(ruleset())(decision, {
        ...resource,
        author,
      });
    },

    async postReadFilter(req) {
      if (!policyEnabled) return READ_ALL;
      const decision = await conditionalDecision(req, agoraPostReadPermission);
      if (decision.result !== AuthorizeResult.CONDITIONAL) return decision;
      const criteria = createConditionTransformer(ruleset())(
        decision.conditions,
      );
      return { result: AuthorizeResult.CONDITIONAL, criteria };
    },

    async policyRights(req) {
      const credentials = await credentialsOf(req);
      const [basic, post] = await Promise.all([
        permissions.authorize(
          RIGHTS_BASIC.map(permission => ({ permission })),
          { credentials },
        ),
        permissions.authorizeConditional(
          RIGHTS_POST.map(permission => ({ permission })),
          { credentials },
        ),
      ]);
      const allowed = new Set(
        RIGHTS_BASIC.filter(
          (_, i) => basic[i].result === AuthorizeResult.ALLOW,
        ).map(p => p.name),
      );
      const decisions = new Map(RIGHTS_POST.map((p, i) => [p.name, post[i]]));
      return {
        isModerator: allowed.has(agoraModeratePermission.name),
        rights: { basic: allowed, post: policyJudge(decisions, ruleset()) },
      };
    },
  };
}
