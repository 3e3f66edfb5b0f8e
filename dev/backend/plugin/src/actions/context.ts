import type {
  AuthService,
  BackstageCredentials,
  BackstageUserPrincipal,
} from '@backstage/backend-plugin-api';
import type { ActionsRegistryService } from '@backstage/backend-plugin-api/alpha';
import { NotAllowedError } from '@backstage/errors';
import type { AgoraApi } from './agoraApi';
import type { AppUrl } from '../service/appLinks';

/** What every group of actions registers with. */
export interface ActionContext {
  registry: ActionsRegistryService;
  api: AgoraApi;
  /** Absolute links into the app, for agents to hand to people. */
  link: AppUrl;
  /**
   * The credentials of the user an action runs for. Agora's content is
   * people's: a service (or an anonymous request) is refused, even for the
   * reads a search collator's service may make over HTTP.
   */
  asUser(
    credentials: BackstageCredentials,
  ): BackstageCredentials<BackstageUserPrincipal>;
}

export function userOnly(auth: AuthService): ActionContext['asUser'] {
  return credentials => {
    if (!auth.isPrincipal(credentials, 'user')) {
      throw new NotAllowedError(
        "Agora's actions act for a signed-in user; call them with a user's credentials",
      );
    }
    return credentials;
  };
}
