import type { Knex } from 'knex';

/**
 * The two databases Agora runs on: PostgreSQL, or SQLite (better-sqlite3)
 * everywhere else. The one place a client name is read; stores ask these
 * instead of `db.client.config.client`. Migrations keep their own checks,
 * as they import no code that may change after them.
 */

/** Whether a `backend.database.client` names PostgreSQL (`pg`, `postgres…`). */
export const isPgClient = (client: unknown): boolean =>
  typeof client === 'string' &&
  (client.startsWith('pg') || client.startsWith('postgres'));

/** Whether `db` (a client or a transaction) runs on PostgreSQL. */
export const isPg = (db: Knex | Knex.Transaction): boolean =>
  isPgClient(db.client.config.client);

/** The SQL function of the larger of two values: GREATEST, or SQLite's MAX. */
export const greatestOf = (db: Knex | Knex.Transaction) =>
  isPg(db) ? 'GREATEST' : 'MAX';
