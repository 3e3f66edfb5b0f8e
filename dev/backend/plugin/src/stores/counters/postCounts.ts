import type { Knex } from 'knex';
import { numOf } from '../dbValues';
import {
  ACTIVITY_SQL,
  filtersOnly,
  MIN_HOT_ACTIVITY,
  type PostFilter,
} from '../postQuery';

/**
 * Moves one post of `type` from status `from` to status `to` in
 * `post_counts` (migrations/001_initial.ts); `from` undefined for a new
 * post, `to` undefined for a post removed for good. Call it in the
 * transaction that writes the post, so the counts commit with it.
 */
export async function movePostCount(
  trx: Knex.Transaction,
  type: string,
  from: string | undefined,
  to: string | undefined,
) {
  if (from === to) return;
  const add = async (status: string, delta: number) =>
    trx('post_counts')
      .insert({ status, type, total: delta })
      .onConflict(['status', 'type'])
      .merge({ total: trx.raw('post_counts.total + ?', [delta]) });
  if (from !== undefined) await add(from, -1);
  if (to !== undefined) await add(to, 1);
}

/** Recounts `post_counts` from `posts`; for loaders that write posts in bulk (seed, benchmark). */
export async function recountPosts(trx: Knex | Knex.Transaction) {
  await trx('post_counts').delete();
  await trx.raw(
    'INSERT INTO post_counts (status, type, total) SELECT status, type, COUNT(*) FROM posts GROUP BY status, type',
  );
}

/**
 * `total` of a list filtered by nothing but status and type (recent, hot,
 * questions by score) from `post_counts`; undefined for every other query.
 * The hot list's least-activity bound (`active`) takes away the few posts
 * below it, a short range of the activity index `posts_status_activity_idx`.
 */
export async function countedTotal(
  db: Knex,
  q: PostFilter,
): Promise<number | undefined> {
  if (!filtersOnly(q, ['type', 'active'])) return undefined;
  const status = q.status ?? 'active';
  const qb = db('post_counts').where('status', status);
  if (q.type) qb.where('type', q.type);
  const row = await qb.sum({ total: 'total' }).first();
  if (!q.active) return numOf(row?.total);
  const quiet = db('posts')
    .where('posts.status', status)
    .whereRaw(`${ACTIVITY_SQL} < ?`, [MIN_HOT_ACTIVITY]);
  if (q.type) quiet.where('posts.type', q.type);
  const below = await quiet.count({ n: '*' }).first();
  return numOf(row?.total) - numOf(below?.n);
}
