import type { Knex } from 'knex';
import { isPg } from '../stores/dialect';

/**
 * A database's schema as plain data, to compare a migrated database with
 * the expected one (migrations/schema.test.ts): tables with their columns,
 * indexes and constraints, and the rows of any table that is not empty.
 * Names sorted, whitespace and quoting normalised, knex's own migration
 * tables left out.
 */
export type SchemaDescription = Record<
  string,
  {
    columns: Record<string, string>;
    indexes: string[];
    constraints: string[];
    rows?: unknown[];
  }
>;

const ignoredTable = (name: string) =>
  name.startsWith('agora_knex_migrations') || name.startsWith('sqlite_');

const tidy = (sql: string) =>
  sql.replace(/["`]/g, '').replace(/\s+/g, ' ').trim();

export async function describeSchema(db: Knex): Promise<SchemaDescription> {
  const pg = isPg(db);
  const tables = pg ? await pgTables(db) : await sqliteTables(db);
  const described: SchemaDescription = {};
  for (const name of tables.filter(t => !ignoredTable(t)).sort()) {
    const table = pg ? await pgTable(db, name) : await sqliteTable(db, name);
    const rows = await db(name).select();
    described[name] = rows.length ? { ...table, rows } : table;
  }
  return described;
}

/** Tables SQLite's FTS5 keeps for a virtual table: its internals, not schema. */
const FTS5_SHADOWS = ['data', 'idx', 'content', 'docsize', 'config'];

async function sqliteTables(db: Knex): Promise<string[]> {
  const rows: { name: string; sql: string | null }[] = await db('sqlite_master')
    .where({ type: 'table' })
    .select('name', 'sql');
  const shadows = new Set(
    rows
      .filter(r => r.sql?.startsWith('CREATE VIRTUAL TABLE'))
      .flatMap(r => FTS5_SHADOWS.map(suffix => `${r.name}_${suffix}`)),
  );
  return rows.map(r => r.name).filter(name => !shadows.has(name));
}

async function sqliteTable(db: Knex, table: string) {
  const columns: Record<string, string> = {};
  for (const c of await db.raw(`PRAGMA table_info(??)`, [table])) {
    columns[c.name] = [
      c.type.toLowerCase(),
      c.notnull ? 'not null' : 'null',
      c.pk ? `pk${c.pk}` : '',
      c.dflt_value === null ? '' : `default ${c.dflt_value}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const indexes: string[] = [];
  for (const i of await db.raw(`PRAGMA index_list(??)`, [table])) {
    const parts = await db.raw(`PRAGMA index_xinfo(??)`, [i.name]);
    const keys = parts
      .filter((p: { key: number }) => p.key)
      .map(
        (p: { name: string | null; desc: number }) =>
          `${p.name ?? '<expr>'}${p.desc ? ' desc' : ''}`,
      );
    const [defined] = await db('sqlite_master')
      .where({ type: 'index', name: i.name })
      .select('sql');
    // An index created by name keeps its statement (expressions, WHERE);
    // one made for a key or constraint is described by its columns.
    indexes.push(
      defined?.sql
        ? tidy(defined.sql)
        : `(${i.origin}) ${i.unique ? 'unique ' : ''}(${keys.join(', ')})`,
    );
  }
  const constraints: string[] = [];
  const [virtual] = await db('sqlite_master')
    .where({ type: 'table', name: table })
    .where('sql', 'like', 'CREATE VIRTUAL TABLE%')
    .select('sql');
  if (virtual) constraints.push(tidy(virtual.sql));
  for (const f of await db.raw(`PRAGMA foreign_key_list(??)`, [table])) {
    constraints.push(
      `foreign key (${f.from}) references ${f.table}(${f.to}) on delete ${f.on_delete.toLowerCase()}`,
    );
  }
  const [{ sql }] = await db('sqlite_master')
    .where({ type: 'table', name: table })
    .select('sql');
  for (const check of tidy(sql).matchAll(
    /check \(((?:[^()]|\([^()]*\))*)\)/gi,
  )) {
    constraints.push(`check (${check[1]})`);
  }
  return { columns, indexes: indexes.sort(), constraints: constraints.sort() };
}

async function pgTables(db: Knex): Promise<string[]> {
  const rows = await db('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .select('table_name');
  return rows.map(r => r.table_name);
}

async function pgTable(db: Knex, table: string) {
  const columns: Record<string, string> = {};
  const columnRows = await db('information_schema.columns')
    .where({ table_schema: 'public', table_name: table })
    .select();
  for (const c of columnRows) {
    columns[c.column_name] = [
      c.data_type,
      c.character_maximum_length ? `(${c.character_maximum_length})` : '',
      c.collation_name ? `collate ${c.collation_name}` : '',
      c.is_nullable === 'NO' ? 'not null' : 'null',
      c.column_default === null ? '' : `default ${c.column_default}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const indexRows = await db('pg_indexes')
    .where({ schemaname: 'public', tablename: table })
    .select('indexname', 'indexdef');
  const constraintRows = (
    await db.raw(
      `SELECT conname, pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public' AND t.relname = ?`,
      [table],
    )
  ).rows;
  return {
    columns,
    indexes: indexRows.map(i => tidy(i.indexdef)).sort(),
    constraints: constraintRows
      .map(
        (c: { conname: string; def: string }) => `${c.conname} ${tidy(c.def)}`,
      )
      .sort(),
  };
}
