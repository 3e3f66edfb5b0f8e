import type { Knex } from 'knex';
import type {
  AuditorService,
  HttpAuthService,
  LoggerService,
  UserInfoService,
} from '@backstage/backend-plugin-api';
import type { Authorization } from './authorization';
import type { Writes } from '../writes/listener';
import type { AgoraSettings } from './settings';

/** Everything a domain router needs; built once by the plugin. */
export interface RouterOptions {
  db: Knex;
  /** Agora's configuration, read once at start-up (`service/settings.ts`). */
  settings: AgoraSettings;
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
