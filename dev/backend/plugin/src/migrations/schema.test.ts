import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openTestDatabase } from '../testing/testDatabase';
import { describeSchema } from '../testing/describeSchema';
import { migrate } from '.';

// The schema the stores are written against, per database, as migrating an
// empty database leaves it: tables, columns, indexes, constraints and the
// rows a migration writes (schema.sqlite.json, schema.pg.json). A change to
// the migrations must change these files with it; rewrite them with
// AGORA_WRITE_SCHEMA=1 and read the diff.
const kind = process.env.AGORA_TEST_PG ? 'pg' : 'sqlite';
const expectedFile = join(__dirname, `schema.${kind}.json`);

it(`an empty ${kind} database migrates to the expected schema`, async () => {
  const { db, close } = await openTestDatabase('agora_schema');
  try {
    const actual = await describeSchema(db);
    if (process.env.AGORA_WRITE_SCHEMA) {
      writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
    }
    expect(actual).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
  } finally {
    await close();
  }
});

it('a database from before the squash is refused with what to do', async () => {
  const { db, close } = await openTestDatabase('agora_squashed');
  try {
    await db('agora_knex_migrations').insert({
      name: '020_post_last_activity',
      batch: 2,
      migration_time: new Date(),
    });
    await expect(migrate(db)).rejects.toThrow(
      /pre-release version \(migrations 020_post_last_activity\).*delete the plugin's database/,
    );
  } finally {
    await close();
  }
});

it('a database from an earlier 001_initial is refused with what to do', async () => {
  const { db, close } = await openTestDatabase('agora_early_initial');
  try {
    await db.schema.dropTable('post_followers');
    await expect(migrate(db)).rejects.toThrow(
      /pre-release version \(no post_followers table\).*delete the plugin's database/,
    );
  } finally {
    await close();
  }
});

it('a database from an earlier 001_initial without a later column is refused with what to do', async () => {
  const { db, close } = await openTestDatabase('agora_early_column');
  try {
    await db.schema.alterTable('comments', t => t.dropColumn('delete_reason'));
    await expect(migrate(db)).rejects.toThrow(
      /pre-release version \(no comments\.delete_reason column\).*delete the plugin's database/,
    );
  } finally {
    await close();
  }
});
