import {
  coreServices,
  createBackendFeatureLoader,
} from '@backstage/backend-plugin-api';
import type { Config } from '@backstage/config';
import knexFactory, { type Knex } from 'knex';

/**
 * The advisory lock the dev backend's replicas take turns on while they
 * start: "agora" in hex, then 00 (Agora's own start-up locks, 01 and 02 in
 * plugin/src/service/startupLocks.ts, live in Agora's database, this one in
 * the base database of `backend.database.connection`).
 */
export const START_IN_TURN_LOCK = 0x61676f726100;

type Connection = string | Knex.PgConnectionConfig;

/** The base database every replica's configuration names. */
export function baseConnection(config: Config): Connection {
  const connection = config.get('backend.database.connection');
  if (typeof connection === 'string') return connection;
  const fields = connection as Knex.PgConnectionConfig;
  // Backstage creates the plugins' databases from this one; pg alone would
  // default to a database named after the user.
  return { ...fields, database: fields.database ?? 'postgres' };
}

/**
 * On PostgreSQL, replicas of the dev backend start one after another.
 * knex creates its migration lock row by "select, insert when none": two
 * processes migrating a brand-new database at once can both insert, and
 * every migration of that database then fails for good with "Migration
 * table is already locked". Agora's migrations take an advisory lock first
 * (startupLocks.ts); Backstage's plugins do not (the catalog, the search
 * engine, the key store `core.auth` keeps in every plugin's database). So
 * this loader, which Backstage runs before any plugin starts, waits for an
 * advisory lock and holds it until every plugin has started; a
 * start-up that fails ends the process (index.ts), and its session with it.
 * docs/configuration.md, "Several replicas".
 */
export const startInTurn = createBackendFeatureLoader({
  deps: {
    config: coreServices.rootConfig,
    lifecycle: coreServices.rootLifecycle,
    logger: coreServices.rootLogger,
  },
  async *loader({ config, lifecycle, logger }) {
    if (config.getOptionalString('backend.database.client') !== 'pg') return;
    const turn = await takeStartUpTurn(baseConnection(config), () =>
      logger.info('Another replica is starting; waiting for it to finish'),
    );
    lifecycle.addStartupHook(turn.end);
  },
});

/**
 * Waits until no other session holds the start-up lock, then holds it in an
 * open transaction on a connection of its own until `end` (or until the
 * process ends).
 */
export async function takeStartUpTurn(
  connection: Connection,
  onWait: () => void,
): Promise<{ end: () => Promise<void> }> {
  const db = knexFactory({
    client: 'pg',
    connection,
    pool: { min: 0, max: 1 },
  });
  const trx = await db.transaction();
  const { rows } = await trx.raw(
    'SELECT pg_try_advisory_xact_lock(?) AS free',
    [START_IN_TURN_LOCK],
  );
  if (!rows[0].free) {
    onWait();
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [START_IN_TURN_LOCK]);
  }
  return {
    end: async () => {
      await trx.commit();
      await db.destroy();
    },
  };
}
