import type { Knex } from 'knex';
import { nowIso } from '../dbValues';
import { greatestOf } from '../dialect';

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
 * rows directly (seed, benchmark). The latest answer and comment of every
 * post come from one grouped pass each: a lookup per post kept PostgreSQL
 * busy for over 15 minutes on the benchmark's fresh 100k posts.
 */
export async function recountLastActivity(db: Knex | Knex.Transaction) {
  const latest = greatestOf(db);
  const created = 'posts.created';
  await db.raw(`
    UPDATE posts SET last_activity = ${latest}(
      ${created},
      COALESCE(posts.updated, ${created}),
      COALESCE(answered.at, ${created}),
      COALESCE(commented.at, ${created}))
    FROM posts AS p
    LEFT JOIN (SELECT post_id, MAX(created) AS at FROM answers GROUP BY post_id) AS answered
      ON answered.post_id = p.id
    LEFT JOIN (SELECT post_id, MAX(created) AS at FROM comments GROUP BY post_id) AS commented
      ON commented.post_id = p.id
    WHERE p.id = posts.id`);
}
