import { createBackend } from '@backstage/backend-defaults';
import {
  coreServices,
  createBackendFeatureLoader,
} from '@backstage/backend-plugin-api';
import { agoraPlugin } from './plugin/src/plugin';
import { agoraSearchModule } from './plugin/src/search/module';
import { devRootHttpRouter } from './rootHttpRouter';

// This backend only exists to run Agora locally (`npm start`), so it defaults
// to development mode: the guest sign-in provider refuses to work otherwise.
// Its root router keeps stacks out of error bodies all the same.
process.env.NODE_ENV ??= 'development';

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
 * The standalone Backstage backend of the dev app: guest sign-in, a catalog
 * holding the demo organisation (dev/catalog), an allow-all permission policy,
 * the Agora backend plugin and portal search with Agora's collator.
 * Configuration comes from app-config.yaml (and any `--config` files passed on
 * the command line, e.g. app-config.pg.yaml).
 */
const backend = createBackend();

backend.add(devRootHttpRouter);

backend.add(import('@backstage/plugin-auth-backend'));
backend.add(import('@backstage/plugin-auth-backend-module-guest-provider'));
backend.add(import('@backstage/plugin-catalog-backend'));
backend.add(import('@backstage/plugin-permission-backend'));
backend.add(
  import('@backstage/plugin-permission-backend-module-allow-all-policy'),
);
backend.add(agoraPlugin);
backend.add(import('@backstage/plugin-search-backend'));
backend.add(searchEngine);
backend.add(agoraSearchModule);

backend.start();
