import type {
  AuthService,
  DiscoveryService,
  RootConfigService,
} from '@backstage/backend-plugin-api';
import type { ActionsRegistryService } from '@backstage/backend-plugin-api/alpha';
import { createAgoraApi } from './agoraApi';
import { userOnly } from './context';
import { registerPostActions } from './postActions';
import { registerReplyActions } from './replyActions';
import { appUrl } from '../service/appLinks';

/**
 * Agora's actions in Backstage's actions registry, which the MCP actions
 * backend offers agents as tools (docs/integrations.md). Each action calls
 * Agora's HTTP API as the calling user (agoraApi.ts).
 */
export function registerAgoraActions(options: {
  registry: ActionsRegistryService;
  auth: AuthService;
  discovery: DiscoveryService;
  config: RootConfigService;
  /** Where the app mounts Agora's page, for the links actions return. */
  basePath: string;
}) {
  const { registry, auth, discovery, config, basePath } = options;
  const context = {
    registry,
    api: createAgoraApi({ auth, discovery }),
    link: appUrl(config, basePath),
    asUser: userOnly(auth),
  };
  registerPostActions(context);
  registerReplyActions(context);
}
