import {
  coreServices,
  createServiceFactory,
  type BackstageCredentials,
} from '@backstage/backend-plugin-api';
import {
  AuthorizeResult,
  type Permission,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';

/** A test policy: the decision for a permission and the caller's user ref. */
export type TestPolicy = (
  permission: Permission,
  userRef: string | undefined,
) => PolicyDecision;

const userRefOf = (credentials: BackstageCredentials) => {
  const principal = credentials.principal as { userEntityRef?: string };
  return principal.userEntityRef;
};

/**
 * The permissions service as the permission backend would answer with
 * `policy` as the portal's policy, without running that backend. Start the
 * test backend with `permission.enabled: true` beside it, and send requests
 * with `mockCredentials.user.header(ref)`: decisions follow credentials.
 */
export const permissionsWithPolicy = (policy: TestPolicy) =>
  createServiceFactory({
    service: coreServices.permissions,
    deps: {},
    factory: () => ({
      async authorizeConditional(requests, { credentials }) {
        return requests.map(r => policy(r.permission, userRefOf(credentials)));
      },
      // Like the real client: conditions are resolved for the resource.
      // Agora asks only basic permissions here, which are never conditional.
      async authorize(requests, { credentials }) {
        return requests.map(r => {
          const decision = policy(r.permission, userRefOf(credentials));
          return decision.result === AuthorizeResult.CONDITIONAL
            ? { result: AuthorizeResult.DENY }
            : decision;
        });
      },
    }),
  });
