import { createBackend } from '@backstage/backend-defaults';
import { devBackendFeatures } from './features';

// This backend only exists to run Agora locally (`npm start`), so it defaults
// to development mode: the guest sign-in provider refuses to work otherwise.
// Its root router keeps stacks out of error bodies all the same.
process.env.NODE_ENV ??= 'development';

/**
 * The standalone Backstage backend of the dev app (features.ts lists what it
 * runs). Configuration comes from app-config.yaml (and any `--config` files
 * passed on the command line, e.g. app-config.pg.yaml).
 */
const backend = createBackend();
for (const feature of devBackendFeatures) backend.add(feature);
backend.start();
