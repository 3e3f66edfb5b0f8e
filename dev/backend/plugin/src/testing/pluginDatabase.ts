import type { Knex } from 'knex';
import {
  coreServices,
  createBackendModule,
} from '@backstage/backend-plugin-api';

/**
 * A test backend feature that hands over the Agora plugin's own database
 * client (the service is per plugin, so a module of `agora` shares it), for
 * tests that check what a route stored but no route reads back.
 */
export function pluginDatabase() {
  let client: Knex | undefined;
  const feature = createBackendModule({
    pluginId: 'agora',
    moduleId: 'test-database',
    register(env) {
      env.registerInit({
        deps: { database: coreServices.database },
        async init({ database }) {
          client = await database.getClient();
        },
      });
    },
  });
  const db = () => {
    if (!client) throw new Error('The test backend has not started');
    return client;
  };
  return { feature, db };
}
