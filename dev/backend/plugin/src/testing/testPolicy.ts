import {
  coreServices,
  createServiceFactory,
  type BackstageCredentials,
} from '@backstage/backend-plugin-api';
import {
  AuthorizeResult,
  isResourcePermission,
  type Permission,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';
import { mockCredentials } from '@backstage/backend-test-utils';
import type { Post } from '@agora/contract';
import { succeeds } from './succeeds';
import {
  agoraRequests,
  startAgoraTestBackend,
  type AgoraTestBackendOptions,
} from './startAgoraTestBackend';
import {
  agoraPostConditions as is,
  createAgoraPostConditionalDecision,
} from '../permissions/conditions';

/**
 * A test policy: the decision for a permission and the caller's user ref;
 * a promise lets a test hold the permission backend's answer back.
 */
export type TestPolicy = (
  permission: Permission,
  userRef: string | undefined,
) => PolicyDecision | Promise<PolicyDecision>;

/** How many times Agora called the permissions service (either method). */
export interface PermissionCalls {
  count: number;
}

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
export const permissionsWithPolicy = (
  policy: TestPolicy,
  calls: PermissionCalls = { count: 0 },
) =>
  createServiceFactory({
    service: coreServices.permissions,
    deps: {},
    factory: () => ({
      async authorizeConditional(requests, { credentials }) {
        calls.count += 1;
        return Promise.all(
          requests.map(r => policy(r.permission, userRefOf(credentials))),
        );
      },
      // Like the real client: conditions are resolved for the resource.
      // Agora asks only basic permissions here, which are never conditional.
      async authorize(requests, { credentials }) {
        calls.count += 1;
        return Promise.all(
          requests.map(async r => {
            const decision = await policy(r.permission, userRefOf(credentials));
            return decision.result === AuthorizeResult.CONDITIONAL
              ? { result: AuthorizeResult.DENY }
              : decision;
          }),
        );
      },
    }),
  });

/**
 * The demo restriction: posts tagged `secret` are read only by `readers`
 * (say, the payments team) and by their authors; everything else is allowed.
 */
export const secretTagPolicy =
  (readers: string[]): TestPolicy =>
  (permission, userRef) => {
    if (
      isResourcePermission(permission, 'agora-post') &&
      permission.name === 'agora.post.read' &&
      !readers.includes(userRef ?? '')
    )
      return createAgoraPostConditionalDecision(permission, {
        anyOf: [
          { not: is.hasTag({ tags: ['secret'] }) },
          is.isAuthor({ userRefs: userRef ? [userRef] : [] }),
        ],
      });
    return { result: AuthorizeResult.ALLOW };
  };

/**
 * The Agora test backend under `policy`, with `permission.enabled: true`
 * and the dev identity off (and `features` beside it); `asUser(ref)` sends
 * that user's credentials, `permissionCalls` counts the calls to the
 * permissions service.
 */
export async function startBackendWithPolicy(
  policy: TestPolicy,
  features: AgoraTestBackendOptions['features'] = [],
  options: Pick<AgoraTestBackendOptions, 'questionMinimums'> = {},
) {
  const permissionCalls: PermissionCalls = { count: 0 };
  const backend = await startAgoraTestBackend({
    ...options,
    config: { permission: { enabled: true }, agora: { devIdentity: false } },
    features: [permissionsWithPolicy(policy, permissionCalls), ...features],
  });
  const asUser = (userRef: string) =>
    agoraRequests(backend.server, test =>
      test.set('authorization', mockCredentials.user.header(userRef)),
    );
  return { ...backend, asUser, permissionCalls };
}

/** A backend of {@link startBackendWithPolicy}. */
export type PolicyTestBackend = Awaited<
  ReturnType<typeof startBackendWithPolicy>
>;

/** Creates a question as `userRef` with `tags`, asserting it succeeded. */
export async function questionAs(
  backend: PolicyTestBackend,
  userRef: string,
  tags: string[],
  title: string,
): Promise<Post> {
  const res = await succeeds(
    backend.asUser(userRef).post('/posts', {
      type: 'question',
      title,
      content: 'A body long enough for a question.',
      tags,
    }),
  );
  return res.body as Post;
}

/**
 * Changing posts, answers and comments under IS_AUTHOR only, the usual
 * policy's edit/delete rule; undefined for any other permission.
 */
export function authorsChangeOnly(
  permission: Permission,
  userRef: string | undefined,
): PolicyDecision | undefined {
  if (
    !isResourcePermission(permission, 'agora-post') ||
    !/^agora\.(post|answer|comment)\.(edit|delete)$/.test(permission.name)
  )
    return undefined;
  return createAgoraPostConditionalDecision(
    permission,
    is.isAuthor({ userRefs: userRef ? [userRef] : [] }),
  );
}
