import type { Knex } from 'knex';
import { nowIso } from '../dbValues';

/**
 * `posts.last_activity`: moved forward by the post events
 * of this folder, in the write's transaction and under the post's lock
 * (stores/transactions.ts), so two writes under one post set it in the
 * order they commit. The `<` guard keeps it from moving back when replicas'
 * clocks disagree by a little.
 */
export async function touchPost(trx: Knex.Transaction, postId: number) {
  const now = nowIso();
  await trx('posts')
    .where('id', postId)
    .where(q => q.whereNull('last_activity').orWhere('last_activity', '<', now))
    .update({ last_activity: now });
}

/**
 * Sets every post's `last_activity` from its rows: for loaders that insert
 * rows directly (seed, benchmark).
 */
export async function recountLastActivity(db: Knex | Knex.Transaction) {
  const created = 'posts.created';
  const values = [
    created,
    `COALESCE(posts.updated, ${created})`,
    `COALESCE((SELECT MAX(a.created) FROM answers a WHERE a.post_id = posts.id), ${created})`,
    `COALESCE((SELECT MAX(c.created) FROM comments c WHERE c.post_id = posts.id), ${created})`,
  ].join(', ');
  const pg = db.client.config.client === 'pg';
  await db('posts').update({
    last_activity: db.raw(pg ? `GREATEST(${values})` : `MAX(${values})`),
  });
}
