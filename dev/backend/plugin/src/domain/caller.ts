import type { Request } from 'express';
import { AuthenticationError } from '@backstage/errors';
import type { PolicyRights } from './rights';

/**
 * Who is calling, resolved once per request by the identity middleware
 * (`service/identity.ts`). A domain type: stores, permissions and routes
 * read it, none of them needs the middleware to.
 */
export interface Caller {
  /** The signed-in user's entity ref, e.g. `user:default/jane`. */
  userRef: string;
  /**
   * The moderators' status rights (deleted posts, restore, purge): the
   * policy's `agora.moderate`, or without a policy the user or one of their
   * groups listed in `agora.moderators`.
   */
  isModerator: boolean;
  /** Policy mode only: the policy's answers for this request (`domain/callerRights.ts`). */
  rights?: PolicyRights;
  /**
   * True for a backend service on one of the identity middleware's
   * `SERVICE_READS`; `userRef` is then its subject (e.g. `plugin:search`).
   */
  service?: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the identity middleware on every Agora route. */
      caller?: Caller;
    }
  }
}

/** The caller of a request that passed the identity middleware. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new AuthenticationError('Not signed in');
  return req.caller;
}
