import { ConfigReader } from '@backstage/config';
import type { JsonObject } from '@backstage/types';
import type { AgoraExtra } from '../api/baseQuery';

/** Where the Agora backend lives in every frontend test. */
export const TEST_BASE_URL = 'http://localhost:7007/api/agora';

/**
 * Backstage APIs for a test store: discovery pointing at TEST_BASE_URL,
 * a fetchApi spy that delegates to the global fetch (msw answers it), and an
 * alertApi spy to assert rollback alerts.
 */
export function createTestExtra(config: JsonObject = {}) {
  const fetchApi = { fetch: jest.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)) };
  const alertApi = {
    post: jest.fn(),
    alert$: jest.fn(),
  };
  const discoveryApi = {
    getBaseUrl: jest.fn(async (pluginId: string) => `http://localhost:7007/api/${pluginId}`),
  };
  const configApi = new ConfigReader(config);
  return { fetchApi, alertApi, discoveryApi, configApi } satisfies AgoraExtra;
}

export type TestExtra = ReturnType<typeof createTestExtra>;
