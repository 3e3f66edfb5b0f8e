import {
  coreServices,
  createBackendFeatureLoader,
} from '@backstage/backend-plugin-api';
import { agoraPlugin } from './plugin/src/plugin';
import { agoraSearchModule } from './plugin/src/search/module';
import { devActAsProviderModule } from './devActAsProvider';
import { devPermissionPolicyModule } from './devPermissionPolicy';
import { devRootHttpRouter } from './rootHttpRouter';
import { startInTurn } from './startInTurn';

/**
 * Portal search uses Lunr in memory unless the backend's database is
 * PostgreSQL (app-config.pg.yaml), where the PostgreSQL engine keeps the
 * index in the search plugin's database.
 */
const searchEngine = createBackendFeatureLoader({
  deps: { config: coreServices.rootConfig },
  *loader({ config }) {
    if (config.getOptionalString('backend.database.client') === 'pg') {
      yield import('@backstage/plugin-search-backend-module-pg');
    }
  },
});

/**
 * Everything the dev backend runs (index.ts), in one list so that tests
 * start the very same set: replicas on PostgreSQL taking turns to start
 * (startInTurn.ts), guest sign-in and the "Act as" sign-in
 * (devActAsProvider.ts), a catalog holding the demo organisation
 * (dev/catalog), the dev permission policy (devPermissionPolicy.ts), the
 * Agora backend plugin, portal search with Agora's collator, and
 * Backstage's notifications with signals (the bell's live updates over a
 * WebSocket), and the MCP actions backend that offers Agora's actions to
 * agents (docs/integrations.md), behind the dev root router.
 */
export const devBackendFeatures = [
  startInTurn,
  devRootHttpRouter,
  import('@backstage/plugin-auth-backend'),
  import('@backstage/plugin-auth-backend-module-guest-provider'),
  devActAsProviderModule,
  import('@backstage/plugin-catalog-backend'),
  import('@backstage/plugin-permission-backend'),
  devPermissionPolicyModule,
  agoraPlugin,
  import('@backstage/plugin-search-backend'),
  searchEngine,
  agoraSearchModule,
  import('@backstage/plugin-notifications-backend'),
  import('@backstage/plugin-signals-backend'),
  import('@backstage/plugin-mcp-actions-backend'),
];
