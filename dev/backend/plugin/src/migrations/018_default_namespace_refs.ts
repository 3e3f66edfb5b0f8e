import type { Knex } from 'knex';

/**
 * Completes stored refs that name no namespace (`component:payments`) to the
 * default one (`component:default/payments`), the form the service now
 * writes and compares (`canonicalRef` of the contract; docs/api.md, "Refs").
 * Only refs that came in through request bodies and paths can lack one:
 * entities of posts and templates, followed entities and users, tag
 * experts. Authors, voters and followers are callers, whose refs always
 * name their namespace.
 *
 * Where a ref is part of a key, two rows may become one (a post that named
 * both forms): the complete row is kept and the other deleted, as migration
 * 009 did for case, and `entity_counts` is recounted for the refs touched.
 * Written here rather than imported, so the migration keeps doing the same
 * thing if the service changes later.
 */
interface Keyed {
  table: string;
  key: string[];
  refs: string[];
}

const KEYED: Keyed[] = [
  { table: 'post_entities', key: ['post_id'], refs: ['entity_ref'] },
  { table: 'entity_followers', key: [], refs: ['entity_ref', 'user_ref'] },
  { table: 'user_followers', key: [], refs: ['user_ref', 'follower_ref'] },
  { table: 'tag_experts', key: ['tag_id'], refs: ['user_ref'] },
];

/** `kind:name`: one `:` and no `/` (stored refs are lower-case already). */
const SHORT = /^([^:/]+):([^:/]+)$/;
const complete = (ref: string) => ref.replace(SHORT, '$1:default/$2');

const orShort = (qb: Knex.QueryBuilder, column: string) =>
  qb.orWhere(q =>
    q
      .where(column, 'like', '%:%')
      .andWhere(column, 'not like', '%/%')
      .andWhere(column, 'not like', '%:%:%'),
  );

/** Completes one keyed table; returns the refs it changed, before and after. */
async function completeKeyed(knex: Knex, { table, key, refs }: Keyed) {
  const rows = await knex(table)
    .where(qb => refs.forEach(r => orShort(qb, r)))
    .select([...key, ...refs]);
  const touched = new Set<string>();
  for (const row of rows) {
    const old = Object.fromEntries([...key, ...refs].map(c => [c, row[c]]));
    const done = { ...old };
    for (const r of refs) {
      done[r] = complete(String(row[r]));
      touched.add(String(row[r])).add(String(done[r]));
    }
    const taken = await knex(table).where(done).first(refs[0]);
    if (taken) await knex(table).where(old).delete();
    else await knex(table).where(old).update(done);
  }
  return touched;
}

/** Templates hold their entities as a JSON list. */
async function completeTemplates(knex: Knex) {
  const rows = await knex('templates')
    .where('entities', 'like', '%:%')
    .select('id', 'entities');
  for (const row of rows) {
    const entities: string[] = JSON.parse(String(row.entities));
    const done = [...new Set(entities.map(complete))];
    if (JSON.stringify(done) !== JSON.stringify(entities)) {
      await knex('templates')
        .where('id', row.id)
        .update({ entities: JSON.stringify(done) });
    }
  }
}

/** `entity_counts` of `refs` from their posts, as migration 016 built it. */
async function recountEntities(knex: Knex, refs: string[]) {
  const CHUNK = 500;
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = refs.slice(i, i + CHUNK);
    await knex('entity_counts').whereIn('entity_ref', chunk).delete();
    await knex.raw(
      `INSERT INTO entity_counts (entity_ref, posts, questions, articles, links)
       SELECT pe.entity_ref, COUNT(*),
         SUM(CASE WHEN p.type = 'question' THEN 1 ELSE 0 END),
         SUM(CASE WHEN p.type = 'article' THEN 1 ELSE 0 END),
         SUM(CASE WHEN p.type = 'link' THEN 1 ELSE 0 END)
       FROM post_entities pe JOIN posts p ON p.id = pe.post_id
       WHERE p.status = 'active' AND pe.entity_ref IN (${chunk.map(() => '?').join(', ')})
       GROUP BY pe.entity_ref`,
      chunk,
    );
  }
}

export async function up(knex: Knex): Promise<void> {
  let postEntities = new Set<string>();
  for (const keyed of KEYED) {
    const touched = await completeKeyed(knex, keyed);
    if (keyed.table === 'post_entities') postEntities = touched;
  }
  // Completing may have turned a follow into following oneself.
  await knex('user_followers').whereRaw('user_ref = follower_ref').delete();
  await completeTemplates(knex);
  await recountEntities(knex, [...postEntities]);
}

/** Which refs were short is gone; nothing to undo. */
export async function down(): Promise<void> {}
