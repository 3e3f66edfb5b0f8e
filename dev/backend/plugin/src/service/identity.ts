import type { Request, RequestHandler } from 'express';
import type {
  BackstageCredentials,
  BackstageServicePrincipal,
  BackstageUserPrincipal,
} from '@backstage/backend-plugin-api';
import type { RouterOptions } from './types';
import type { Caller } from '../domain/caller';
import { NotAllowedError } from '@backstage/errors';
import { LIMITS, zUserRef } from '@agora/contract';
import { badRequest } from '../domain/errors';
import { serviceRights } from '../domain/callerRights';
import { createReaderRecorder } from '../stores/policyReaders';

/** The one form of a ref Agora stores and compares (`domain/refs.ts`). */
import { normalRef } from '../domain/refs';

/** Header that lets development and tests act as another demo user. */
export const DEV_IDENTITY_HEADER = 'x-agora-user';

/**
 * The only requests a backend service (not a user) may make: the two list
 * queries the portal search collator pages through (`src/search`). They read
 * what any signed-in user may read (active posts, anonymous authors masked),
 * so allowing them grants a service nothing a user does not have, and users
 * keep exactly the routes they had.
 */
export const SERVICE_READS: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/posts/query' },
  { method: 'POST', path: '/collections/query' },
];

const isServiceRead = (req: Request) =>
  SERVICE_READS.some(r => r.method === req.method && r.path === req.path);

const isService = (
  credentials: BackstageCredentials<
    BackstageUserPrincipal | BackstageServicePrincipal
  >,
): credentials is BackstageCredentials<BackstageServicePrincipal> =>
  credentials.principal.type === 'service';

/**
 * Resolves the caller from the request credentials (`httpAuth` + `userInfo`).
 * When `agora.devIdentity` is true and the backend does not run in
 * production (`NODE_ENV`), a `x-agora-user: user:default/name` header
 * replaces the signed-in identity, so multi-user behaviour can be exercised
 * from tests. It replaces a user's credentials or stands in for none
 * (unauthenticated routes); a service's credentials are refused rather than
 * turned into a user. With `permission.enabled` the header is refused (403):
 * the policy judges the credentials, so a header would make Agora's caller
 * and the policy's user two different people. Services are let in only on
 * {@link SERVICE_READS}, as a caller that is no user and no moderator.
 * Under a permission policy (`permission.enabled`) the caller's rights to
 * every Agora permission are asked here once per request (`domain/callerRights.ts`)
 * and no route asks again; a user's `isModerator` is the policy's
 * `agora.moderate`, `agora.moderators` is the fallback without one.
 */
export function identityMiddleware(options: RouterOptions): RequestHandler {
  const { settings, db, httpAuth, userInfo, authorization } = options;
  const { policyEnabled } = authorization;
  // Whom notifications may tell of a post under the policy (notify/notifier.ts).
  const recordReader = createReaderRecorder(db);
  // A copied development config must never open impersonation in production.
  const devIdentity =
    settings.devIdentity && process.env.NODE_ENV !== 'production';
  const { moderators } = settings;

  // Without a policy: a moderator by `agora.moderators`, in person or by a group.
  const callerByConfig = (userRef: string, ownership: string[]): Caller => ({
    userRef,
    isModerator: [userRef, ...ownership].some(ref => moderators.has(ref)),
  });

  return async (req, _res, next) => {
    try {
      const override = devIdentity ? devUserFrom(req) : undefined;
      if (override && policyEnabled)
        throw new NotAllowedError(
          `${DEV_IDENTITY_HEADER} is not honoured with permission.enabled: sign in as the user instead`,
        );
      if (override) {
        // Throws 403 for service principals, 401 for invalid tokens.
        await httpAuth.credentials(req, { allow: ['user', 'none'] });
        req.caller = callerByConfig(override, [override]);
      } else {
        const credentials = await httpAuth.credentials(req, {
          allow: isServiceRead(req) ? ['user', 'service'] : ['user'],
        });
        if (isService(credentials)) {
          // `plugin:search` and the like: never a user ref, so it owns no
          // post and sees every anonymous author masked.
          // Under a policy it gets the rights of its credentials, less
          // `agora.moderate`: a service is never a moderator.
          const rights = policyEnabled
            ? serviceRights(
                (await authorization.policyRights(credentials)).rights,
              )
            : undefined;
          req.caller = {
            userRef: credentials.principal.subject,
            isModerator: false,
            service: true,
            ...(rights && { rights }),
          } satisfies Caller;
          next();
          return;
        }
        const info = await userInfo.getUserInfo(credentials);
        const userRef = normalRef(info.userEntityRef);
        const ownership = info.ownershipEntityRefs.map(normalRef);
        if (policyEnabled) {
          // `agora.moderate` makes moderators, and the policy's other answers
          // are asked now, before any store locks a row. The read decision is
          // kept for notifications, which cannot ask the policy for others.
          const { readDecision, ...rights } =
            await authorization.policyRights(credentials);
          await recordReader(userRef, readDecision, ownership);
          req.caller = { userRef, ...rights };
        } else {
          req.caller = callerByConfig(userRef, ownership);
        }
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}

/**
 * The dev identity header's user, in canonical form; a header that is not a
 * user ref (`user:default/jane` or `user:jane`, at most 255 characters) is
 * refused with 400 rather than ignored, which would act as someone else.
 */
function devUserFrom(req: Request): string | undefined {
  const value = req.header(DEV_IDENTITY_HEADER);
  if (value === undefined) return undefined;
  const parsed = zUserRef.safeParse(value);
  if (!parsed.success)
    throw badRequest(
      `${DEV_IDENTITY_HEADER} must be a user ref like user:default/jane, at most ${LIMITS.refMaxLength} characters`,
    );
  return parsed.data;
}
