import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { migrate } from '../migrations';

/**
 * A migrated Agora database for store-level tests: in-memory SQLite, or a
 * fresh PostgreSQL database when AGORA_TEST_PG is set (`npm run test:pg`),
 * dropped again by `close`. `prefix` names that database, to tell test
 * databases apart.
 */
export async function openTestDatabase(
  prefix = 'agora_store',
): Promise<{ db: Knex; close: () => Promise<void> }> {
  const pg = process.env.AGORA_TEST_PG;
  if (!pg) {
    const db = knexFactory({
      client: 'better-sqlite3',
      connection: ':memory:',
      useNullAsDefault: true,
    });
    await migrate(db);
    return { db, close: () => db.destroy() };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: pg });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(pg);
  url.pathname = `/${name}`;
  const db = knexFactory({ client: 'pg', connection: url.toString() });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      // Without FORCE: that needs rights over every session, autovacuum's
      // included, while a plain drop ends autovacuum by itself.
      try {
        await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      } finally {
        await admin.destroy();
      }
    },
  };
}
