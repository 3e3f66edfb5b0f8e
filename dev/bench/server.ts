import { mockServices, startTestBackend } from '@backstage/backend-test-utils';
import { databaseServiceFactory } from '@backstage/backend-defaults/database';
import type { JsonObject } from '@backstage/types';
import { agoraPlugin } from '../backend/plugin/src/plugin';
import type { BenchDatabase } from './databases';

/**
 * The real Agora plugin in a Backstage backend listening on a port, on the
 * benchmark's database, with the production database service (and so its
 * default connection pool). Returns the API's base URL and a stop function.
 */
export async function startBenchBackend(target: BenchDatabase) {
  const backend = await startTestBackend({
    features: [
      agoraPlugin,
      databaseServiceFactory,
      mockServices.rootConfig.factory({
        data: {
          backend: { database: target.backendConfig },
          agora: {
            devIdentity: true,
            seed: { enabled: false },
            moderators: ['user:default/mod'],
          },
        } as JsonObject,
      }),
    ],
  });
  const address = backend.server.address();
  if (!address || typeof address === 'string')
    throw new Error('The backend is not listening on a port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/api/agora`,
    stop: () => backend.stop(),
  };
}
