import type { Knex } from 'knex';

/**
 * Lower-cases every stored user and entity ref, the form the service now
 * writes and compares (`normalRef` in service/identity.ts). Backstage refs
 * are case-insensitive and ASCII, so SQL `lower()` agrees with it.
 *
 * Columns outside any key are updated in place. Where a ref is part of a key,
 * two rows may become one (`user:default/Liam` and `liam` voted the same
 * post): the lower-case row is kept, the other deleted, and the counters
 * that sum such rows (score, clicks) recounted for the posts and answers
 * touched. Only rows that are not lower-case yet are read, usually none.
 */
const PLAIN: [string, string][] = [
  ['posts', 'author'],
  ['answers', 'author'],
  ['comments', 'author'],
  ['collections', 'owner'],
  ['attachments', 'creator'],
  // A JSON list of refs: lower-casing the text lower-cases each ref.
  ['templates', 'entities'],
];

interface Keyed {
  table: string;
  key: string[];
  refs: string[];
}

const KEYED: Keyed[] = [
  { table: 'post_votes', key: ['post_id'], refs: ['user_ref'] },
  { table: 'answer_votes', key: ['answer_id'], refs: ['user_ref'] },
  {
    table: 'post_views',
    key: ['post_id', 'viewed', 'hour'],
    refs: ['user_ref'],
  },
  { table: 'post_clicks', key: ['post_id'], refs: ['user_ref'] },
  { table: 'post_favorites', key: ['post_id'], refs: ['user_ref'] },
  { table: 'tag_experts', key: ['tag_id'], refs: ['user_ref'] },
  { table: 'post_entities', key: ['post_id'], refs: ['entity_ref'] },
  { table: 'tag_followers', key: ['tag_id'], refs: ['user_ref'] },
  { table: 'entity_followers', key: [], refs: ['entity_ref', 'user_ref'] },
  { table: 'user_followers', key: [], refs: ['user_ref', 'follower_ref'] },
  { table: 'collection_followers', key: ['collection_id'], refs: ['user_ref'] },
  { table: 'users_seen', key: [], refs: ['user_ref'] },
];

const notLower = (qb: Knex.QueryBuilder, column: string) =>
  qb.orWhereRaw('?? <> lower(??)', [column, column]);

/** Lower-cases one keyed table; returns the key values of merged rows. */
async function lowerKeyed(knex: Knex, { table, key, refs }: Keyed) {
  const rows = await knex(table)
    .where(qb => refs.forEach(r => notLower(qb, r)))
    .select([...key, ...refs]);
  const merged: Record<string, unknown>[] = [];
  for (const row of rows) {
    const old = Object.fromEntries([...key, ...refs].map(c => [c, row[c]]));
    const lower = {
      ...old,
      ...Object.fromEntries(refs.map(r => [r, String(row[r]).toLowerCase()])),
    };
    const taken = await knex(table).where(lower).first(refs[0]);
    if (taken) {
      await knex(table).where(old).delete();
      merged.push(old);
    } else {
      await knex(table).where(old).update(lower);
    }
  }
  return merged;
}

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of PLAIN) {
    await knex(table)
      .where(qb => notLower(qb, column))
      .update({ [column]: knex.raw('lower(??)', [column]) });
  }
  const merged = new Map<string, Record<string, unknown>[]>();
  for (const keyed of KEYED)
    merged.set(keyed.table, await lowerKeyed(knex, keyed));
  // Lower-casing may have turned a follow into following oneself.
  await knex('user_followers').whereRaw('user_ref = follower_ref').delete();

  const ids = (table: string, column: string) => [
    ...new Set((merged.get(table) ?? []).map(r => Number(r[column]))),
  ];
  for (const id of ids('post_votes', 'post_id')) {
    const sum = await knex('post_votes')
      .where('post_id', id)
      .sum({ n: 'value' });
    await knex('posts')
      .where('id', id)
      .update({ score: Number(sum[0]?.n ?? 0) });
  }
  for (const id of ids('answer_votes', 'answer_id')) {
    const sum = await knex('answer_votes')
      .where('answer_id', id)
      .sum({ n: 'value' });
    await knex('answers')
      .where('id', id)
      .update({ score: Number(sum[0]?.n ?? 0) });
  }
  for (const id of ids('post_clicks', 'post_id')) {
    const n = await knex('post_clicks').where('post_id', id).count({ n: '*' });
    await knex('posts')
      .where('id', id)
      .update({ clicks: Number(n[0]?.n ?? 0) });
  }
}

/** The original case is gone; nothing to undo. */
export async function down(): Promise<void> {}
