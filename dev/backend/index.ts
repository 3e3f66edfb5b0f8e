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
// Backstage logs a plugin that failed to start and keeps serving the others,
// that plugin answering 503 or 404 for good. Ending the process instead lets
// a supervisor (or the developer) start it again, and frees the start-up
// turn of startInTurn.ts for the other replicas.
backend.start().catch(error => {
  process.stderr.write(`The backend did not start: ${error}\n`);
  process.exit(1);
});
