import knexFactory, { type Knex } from 'knex';

/**
 * The run's databases: Backstage names each plugin's database
 * `<backend.database.prefix><pluginId>`, so a prefix unique to the run
 * (`storm_<hex>_`) keeps it apart from a developer's own
 * `backstage_plugin_*` databases and lets clean-up find all of them.
 */
export interface StormDatabases {
  prefix: string;
  /** The Agora plugin's database, read directly for the recount. */
  agora(): Knex;
  /** Every database of the run, by name. */
  list(): Promise<string[]>;
  /** Drops them all; safe to call twice. */
  dropAll(): Promise<string[]>;
  close(): Promise<void>;
}

const INSUFFICIENT_PRIVILEGE = '42501';

export function stormDatabases(url: string, prefix: string): StormDatabases {
  const admin = knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: 2 },
  });
  let agora: Knex | undefined;
  const list = async () =>
    (
      await admin('pg_database')
        .whereRaw('starts_with(datname, ?)', [prefix])
        .orderBy('datname')
        .pluck('datname')
    ).map(String);
  return {
    prefix,
    agora() {
      if (!agora) {
        const own = new URL(url);
        own.pathname = `/${prefix}agora`;
        agora = knexFactory({
          client: 'pg',
          connection: own.toString(),
          pool: { min: 0, max: 4 },
        });
      }
      return agora;
    },
    list,
    async dropAll() {
      await agora?.destroy();
      agora = undefined;
      const names = await list();
      for (const name of names) await dropDatabase(admin, name);
      return names;
    },
    close: () => admin.destroy(),
  };
}

/**
 * FORCE ends the sessions a stopped backend may leave; an autovacuum worker
 * can only be ended with pg_signal_backend (dev/scripts/start-postgres.sh
 * grants it), so without it a refusal is retried, as the test backends do
 * (dev/backend/plugin/src/testing/startAgoraTestBackend.ts).
 */
async function dropDatabase(admin: Knex, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      return;
    } catch (error) {
      const refused =
        (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE;
      if (!refused || attempt === 8) throw error;
      await new Promise(resolve => setTimeout(resolve, 250 * attempt));
    }
  }
}
