import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

/**
 * The two databases the benchmark runs on, each with the knex config the
 * loader uses and the `backend.database` config the Backstage database
 * service uses, pointing at the same place: the SQLite file
 * `.tmp/bench/agora.sqlite` (the service names it `<pluginId>.sqlite`), and
 * the PostgreSQL database `agora_bench_agora` (`<prefix><pluginId>`).
 */
export interface BenchDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** Recreates the database, empty. */
  reset(): Promise<void>;
  /** A knex client for migrations and the bulk load. */
  connect(): Knex;
  /** `backend.database` for the Backstage backend. */
  backendConfig: Record<string, unknown>;
  /** Server version, for the report. */
  version(db: Knex): Promise<string>;
}

const REPO = path.resolve(__dirname, '../..');
const SQLITE_DIR = path.join(REPO, '.tmp', 'bench');
// AGORA_BENCH_PG_PREFIX lets two checkouts keep separate loaded databases.
const PG_PREFIX = process.env.AGORA_BENCH_PG_PREFIX ?? 'agora_bench_';

export function sqliteDatabase(): BenchDatabase {
  const file = path.join(SQLITE_DIR, 'agora.sqlite');
  return {
    name: 'SQLite',
    async reset() {
      fs.mkdirSync(SQLITE_DIR, { recursive: true });
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(file + suffix, { force: true });
    },
    connect: () =>
      knexFactory({
        client: 'better-sqlite3',
        connection: { filename: file },
        useNullAsDefault: true,
        pool: {
          // Only the loader's connection: a 256 MB page cache keeps the search
          // index B-tree in memory while millions of rows go in. The backend
          // under test opens its own connection with SQLite's defaults.
          afterCreate: (
            conn: { pragma(p: string): unknown },
            done: (err: Error | null) => void,
          ) => {
            conn.pragma('cache_size = -262144');
            done(null);
          },
        },
      }),
    backendConfig: {
      client: 'better-sqlite3',
      connection: { directory: SQLITE_DIR },
    },
    version: async db =>
      `SQLite ${(await db.raw('select sqlite_version() as v'))[0].v} (better-sqlite3, file)`,
  };
}

/**
 * The PostgreSQL server: AGORA_BENCH_PG when set, otherwise the local Debian
 * cluster started by dev/scripts/start-postgres.sh. Undefined when neither
 * is available, so the benchmark can say why it skipped PostgreSQL.
 * `part` names a second database next to the read benchmark's (the
 * concurrent writes load their own, so they never change the read data).
 */
export function postgresDatabase(part = ''): {
  db?: BenchDatabase;
  skipped?: string;
} {
  const prefix = `${PG_PREFIX}${part}`;
  const database = `${prefix}agora`;
  let base = process.env.AGORA_BENCH_PG;
  if (!base) {
    if (!fs.existsSync('/usr/lib/postgresql')) {
      return {
        skipped:
          'no PostgreSQL installed (/usr/lib/postgresql missing) and AGORA_BENCH_PG not set',
      };
    }
    try {
      base = execFileSync(
        'bash',
        [path.join(REPO, 'dev/scripts/start-postgres.sh')],
        {
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n')
        .pop();
    } catch (e) {
      return {
        skipped: `could not start the local PostgreSQL cluster: ${(e as Error).message}`,
      };
    }
  }
  if (!base)
    return { skipped: 'start-postgres.sh printed no connection string' };
  const url = new URL(base);
  const admin = () => knexFactory({ client: 'pg', connection: base });
  return {
    db: {
      name: 'PostgreSQL',
      async reset() {
        const k = admin();
        try {
          await k.raw(`DROP DATABASE IF EXISTS ${database}`);
          await k.raw(`CREATE DATABASE ${database}`);
        } finally {
          await k.destroy();
        }
      },
      connect: () => {
        const target = new URL(url);
        target.pathname = `/${database}`;
        return knexFactory({ client: 'pg', connection: target.toString() });
      },
      backendConfig: { client: 'pg', connection: base, prefix },
      version: async db =>
        `PostgreSQL ${(await db.raw('show server_version')).rows[0].server_version}`,
    },
  };
}
