import type { Knex } from 'knex';

/**
 * Frozen pieces that more than one migration's backfill runs (012, 013,
 * 014): copies of the stores' code as it was when those migrations shipped,
 * so each keeps counting what it counted then, whatever the stores become
 * (docs/architecture.md, migrations). Never change what they count.
 */
type Db = Knex | Knex.Transaction;

export const numOf = (value: unknown) => Number(value ?? 0);

function isPostgres(db: Db) {
  const client = String(db.client.config.client);
  return (
    client.startsWith('pg') || client === 'postgres' || client === 'postgresql'
  );
}

/** SQL for the UTC day (`YYYY-MM-DD`) of a timestamp column. */
export function dayOf(db: Db, column: string) {
  return isPostgres(db)
    ? db.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`)
    : db.raw(`substr(${column}, 1, 10)`);
}

/** Selects `count` (`n`) per UTC day of `column` (`day`). */
export function groupByDay(
  db: Db,
  qb: Knex.QueryBuilder,
  column: string,
  count = 'count(*)',
) {
  if (!isPostgres(db)) {
    const day = dayOf(db, column).toQuery();
    return qb
      .select(db.raw(`${day} as day`), db.raw(`${count} as n`))
      .groupByRaw(day);
  }
  const date = `(${column} at time zone 'UTC')::date`;
  return qb
    .select(
      db.raw(`to_char(${date}, 'YYYY-MM-DD') as day`),
      db.raw(`${count} as n`),
    )
    .groupByRaw(date);
}

/**
 * The live votes (`r`), dated by `r.created`: votes on active posts, and on
 * active answers under active posts.
 */
export function liveVoteRows(
  db: Db,
): { qb: Knex.QueryBuilder; column: string }[] {
  return [
    {
      qb: db('post_votes as r')
        .join('posts as p', 'p.id', 'r.post_id')
        .where('p.status', 'active'),
      column: 'r.created',
    },
    {
      qb: db('answer_votes as r')
        .join('answers as a', 'a.id', 'r.answer_id')
        .join('posts as p', 'p.id', 'a.post_id')
        .where({ 'a.status': 'active', 'p.status': 'active' }),
      column: 'r.created',
    },
  ];
}
