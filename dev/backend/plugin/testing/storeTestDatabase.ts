import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';

/**
 * A database for store tests: in-memory SQLite, or on PostgreSQL when
 * AGORA_TEST_PG is set (`npm run test:pg`) a database of its own, dropped
 * by `close`. `prefix` names it, for telling test databases apart.
 */
export async function openStoreTestDatabase(
  prefix: string,
): Promise<{ db: Knex; close: () => Promise<void> }> {
  const pg = process.env.AGORA_TEST_PG;
  if (!pg) {
    const db = knexFactory({
      client: 'better-sqlite3',
      connection: ':memory:',
      useNullAsDefault: true,
    });
    return { db, close: () => db.destroy() };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: pg });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(pg);
  url.pathname = `/${name}`;
  const db = knexFactory({ client: 'pg', connection: url.toString() });
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}
