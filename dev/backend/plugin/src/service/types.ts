import type { Knex } from 'knex';
import type {
  AuditorService,
  HttpAuthService,
  LoggerService,
  RootConfigService,
  UserInfoService,
} from '@backstage/backend-plugin-api';
import type { Authorization } from './authorization';
import type { PolicyRights } from './callerRights';
import type { Writes } from '../writes/listener';

/** Everything a domain router needs; built once by the plugin. */
export interface RouterOptions {
  db: Knex;
  config: RootConfigService;
  logger: LoggerService;
  httpAuth: HttpAuthService;
  userInfo: UserInfoService;
  /** Permission decisions: the portal's policy or Agora's fallback. */
  authorization: Authorization;
  /**
   * Hears every committed write (`writes/listener.ts`): the notifier
   * (docs/notifications.md), the events publisher (docs/integrations.md)
   * and the signals publisher.
   */
  writes: Writes;
  /** Backstage's auditor: moderator actions and refusals (`audit/audit.ts`). */
  auditor: AuditorService;
}

/** Who is calling, resolved once per request by the identity middleware. */
export interface Caller {
  /** The signed-in user's entity ref, e.g. `user:default/jane`. */
  userRef: string;
  /**
   * The moderators' status rights (deleted posts, restore, purge): the
   * policy's `agora.moderate`, or without a policy the user or one of their
   * groups listed in `agora.moderators`.
   */
  isModerator: boolean;
  /** Policy mode only: the policy's answers for this request (`callerRights.ts`). */
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
