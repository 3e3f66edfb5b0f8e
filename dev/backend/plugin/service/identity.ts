import type { Request, RequestHandler } from 'express';
import type { RouterOptions, Caller } from './types';
import { unauthorized } from './errors';

/** Header that lets development and tests act as another demo user. */
export const DEV_IDENTITY_HEADER = 'x-agora-user';

/**
 * Resolves the caller from the request credentials (`httpAuth` + `userInfo`).
 * When `agora.devIdentity` is true (development only; off by default) a
 * `x-agora-user: user:default/name` header replaces the signed-in identity,
 * so multi-user behaviour can be exercised from the dev app and tests.
 */
export function identityMiddleware(options: RouterOptions): RequestHandler {
  const { config, httpAuth, userInfo } = options;
  const devIdentity = config.getOptionalBoolean('agora.devIdentity') ?? false;
  const moderators = new Set(
    (config.getOptionalStringArray('agora.moderators') ?? []).map(ref =>
      ref.toLocaleLowerCase('en-US'),
    ),
  );

  return async (req, _res, next) => {
    try {
      const override = devIdentity ? devUserFrom(req) : undefined;
      let userRef: string;
      let ownership: string[] = [];
      if (override) {
        userRef = override;
        ownership = [override];
      } else {
        const credentials = await httpAuth.credentials(req, { allow: ['user'] });
        const info = await userInfo.getUserInfo(credentials);
        userRef = info.userEntityRef;
        ownership = info.ownershipEntityRefs;
      }
      const isModerator = [userRef, ...ownership].some(ref =>
        moderators.has(ref.toLocaleLowerCase('en-US')),
      );
      req.caller = { userRef, isModerator } satisfies Caller;
      next();
    } catch (e) {
      next(e);
    }
  };
}

function devUserFrom(req: Request): string | undefined {
  const value = req.header(DEV_IDENTITY_HEADER);
  if (!value) return undefined;
  return /^user:[a-z0-9_.-]+\/[a-z0-9_.-]+$/i.test(value) ? value : undefined;
}

/** The caller of a request that passed the identity middleware. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
