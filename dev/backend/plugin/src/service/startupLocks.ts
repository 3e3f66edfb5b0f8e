import type { Knex } from 'knex';
import { isPg } from '../stores/dialect';

/**
 * Keys of the PostgreSQL advisory locks that let replicas started together
 * on one database take turns at start-up (docs/configuration.md, "Several
 * replicas"). Advisory locks belong to one database, so the keys only have
 * to differ from other users of Agora's own database (all plugins', with
 * `pluginDivisionMode: schema`): "agora" in hex, then a number per lock.
 */
export const STARTUP_LOCKS = {
  migrations: 0x61676f726101,
  seed: 0x61676f726102,
} as const;

/**
 * The first statement of a transaction that must not run in two replicas
 * at once: a second replica waits here until the first commits, and then
 * sees what it wrote. Released with the transaction. SQLite has one writer
 * at a time anyway.
 */
export async function lockTransaction(trx: Knex.Transaction, key: number) {
  if (isPg(trx)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [key]);
}

/**
 * Runs `work`, which opens transactions of its own, while a transaction on
 * another connection of the pool holds the lock `key`: the others wait
 * until `work` is done. For knex's migrator, whose own lock comes too late
 * on a new database (see migrations/index.ts).
 */
export async function whileLocked<T>(
  db: Knex,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!isPg(db)) return work();
  return db.transaction(async trx => {
    await lockTransaction(trx, key);
    return work();
  });
}
