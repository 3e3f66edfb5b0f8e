import { setupServer } from 'msw/node';
import { registerMswTestHooks } from '@backstage/test-utils';
import { getPermissionsHandler } from './handlers/permissions';

/**
 * One msw server per test file. Call `setupMswServer()` at the top of a test
 * file; unhandled requests fail the test so no call goes unnoticed.
 *
 * `GET /permissions` answers a member's permissions by default: every
 * create button, vote control and gated page asks it, as the signed-in
 * person is there in every test. `server.use(getPermissionsHandler(…))`
 * changes it for a test; handlers reset to this default after each.
 */
export function setupMswServer() {
  const server = setupServer(getPermissionsHandler());
  registerMswTestHooks(server);
  return server;
}
