import { setupServer } from 'msw/node';
import { registerMswTestHooks } from '@backstage/test-utils';

/**
 * One msw server per test file. Call `useMswServer()` at the top of a test
 * file; unhandled requests fail the test so no call goes unnoticed.
 */
export function useMswServer() {
  const server = setupServer();
  registerMswTestHooks(server);
  return server;
}
