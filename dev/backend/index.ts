import { createBackend } from '@backstage/backend-defaults';
import { agoraPlugin } from './plugin/src/plugin';
import { devRootHttpRouter } from './rootHttpRouter';

// This backend only exists to run Agora locally (`npm start`), so it defaults
// to development mode: the guest sign-in provider refuses to work otherwise.
// Its root router keeps stacks out of error bodies all the same.
process.env.NODE_ENV ??= 'development';

/**
 * The standalone Backstage backend of the dev app: guest sign-in, a catalog
 * holding the demo organisation (dev/catalog), an allow-all permission policy
 * and the Agora backend plugin. Configuration comes from app-config.yaml (and
 * any `--config` files passed on the command line, e.g. app-config.pg.yaml).
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

backend.start();
