import type { Knex } from 'knex';
import { STARTUP_LOCKS, whileLocked } from '../service/startupLocks';
import * as initial from './001_initial';
import * as search from './002_search';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Migrations are listed in code rather than loaded from a folder so that they
// run the same under tsx, jest and a bundled backend. Add each new one here,
// after the last (docs/architecture.md, migrations).
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_search': search,
};

const TABLE = 'agora_knex_migrations';

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: name => name,
  getMigration: async name => migrations[name],
};

/**
 * Tables added to 001_initial after the squash, before the first publish: a
 * database whose 001_initial ran before one of them was added lacks it,
 * though knex sees nothing left to run.
 */
const ADDED_TO_INITIAL = [
  'post_followers',
  'policy_readers',
  'revisions',
  'post_duplicates',
  'post_reviews',
  'flags',
  'flag_hidden',
];

/** Columns added to tables of 001_initial likewise, as `table.column`. */
const COLUMNS_ADDED_TO_INITIAL = ['comments.delete_reason'];

/**
 * A database migrated before the pre-release migrations were squashed into
 * 001_initial lists migrations this code no longer has, or (migrated by an
 * earlier 001_initial) lacks one of its tables or columns. Say what to do rather than
 * knex's "migration directory is corrupt" or a missing table on every read.
 */
async function refusePreReleaseSchema(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  const ran: string[] = await knex(TABLE).pluck('name');
  const unknown = ran.filter(name => !(name in migrations));
  const missing: string[] = [];
  if (ran.includes('001_initial')) {
    for (const table of ADDED_TO_INITIAL)
      if (!(await knex.schema.hasTable(table))) missing.push(`${table} table`);
    for (const name of COLUMNS_ADDED_TO_INITIAL) {
      const [table, column] = name.split('.');
      if (!(await knex.schema.hasColumn(table, column)))
        missing.push(`${name} column`);
    }
  }
  if (unknown.length === 0 && missing.length === 0) return;
  const found =
    unknown.length > 0
      ? `migrations ${unknown.join(', ')}`
      : `no ${missing.join(', ')}`;
  throw new Error(
    `Agora's database was created by a pre-release version (${found}), ` +
      'whose schema has since been squashed into 001_initial. Start it afresh: ' +
      "delete the plugin's database (for the dev portal, the ./data directory).",
  );
}

/**
 * Brings the Agora schema up to date.
 *
 * Replicas started together take turns. knex's own migration lock does
 * serialise the migrations (it waits on the lock row and then skips those
 * another replica ran), but it creates its tables and lock row before
 * taking that lock, so on a new database two replicas both create
 * `agora_knex_migrations` and one fails. The advisory lock goes first.
 */
export async function migrate(knex: Knex): Promise<void> {
  await whileLocked(knex, STARTUP_LOCKS.migrations, async () => {
    await refusePreReleaseSchema(knex);
    await knex.migrate.latest({
      migrationSource: source,
      tableName: TABLE,
    });
  });
}
