import { setupServer } from 'msw/node';
import { registerMswTestHooks } from '@backstage/test-utils';

/**
 * One msw server per test file. Call `setupMswServer()` at the top of a test
 * file; unhandled requests fail the test so no call goes unnoticed.
 */
export function setupMswServer() {
  const server = setupServer();
  registerMswTestHooks(server);
  return server;
}
