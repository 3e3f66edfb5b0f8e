import type { Knex } from 'knex';
import {
  addStatisticsUser,
  dayOfValue,
  pruneStatisticsUsers,
  refreshDays,
  today,
} from './dailyCounts';
import { movePostCount } from './postCounts';
import { countsOfPost, moveDirectoryCounts } from './directoryCounts';
import {
  moveContentCounts,
  NOTHING,
  snapshotOf,
  withContentCounts,
} from './contentSnapshot';
import { copyPostStateToTags } from '../postLinks';
import { touchPost } from './lastActivity';

/**
 * The counter side of every write of a post (docs/architecture.md,
 * "Counters"): each function is one event, called by the write path in
 * its transaction after it locked the post (stores/transactions.ts). What
 * an event moves is decided here, once.
 */

interface PostKey {
  id: number;
  type: string;
}

/**
 * A post was inserted (with its tags and entities) by `author`; the insert
 * sets its `last_activity` to its `created`.
 */
export async function postCreated(
  trx: Knex.Transaction,
  post: PostKey,
  author: string,
) {
  await moveContentCounts(
    trx,
    NOTHING,
    await snapshotOf(trx, { post: post.id }, true),
  );
  // After the content counters, as in every event: one lock order.
  await movePostCount(trx, post.type, undefined, 'active');
  // Tags new to this post are created today.
  await refreshDays(trx, [today()], ['tags', 'users']);
  await addStatisticsUser(trx, author);
}

/** `edit` changes the post's text, tags or entities. */
export async function postEdited<T>(
  trx: Knex.Transaction,
  postId: number,
  edit: () => Promise<T>,
): Promise<T> {
  const before = await countsOfPost(trx, postId);
  const result = await edit();
  await moveDirectoryCounts(trx, before, await countsOfPost(trx, postId));
  await refreshDays(trx, [today()], ['tags']);
  await touchPost(trx, postId);
  return result;
}

/** `write` moves the post from status `from` to `to` (delete, restore). */
export async function postStatusChanged<T>(
  trx: Knex.Transaction,
  post: PostKey & { from: string; to: string },
  write: () => Promise<T>,
): Promise<T> {
  const result = await withContentCounts(trx, { post: post.id }, write);
  await copyPostStateToTags(trx, post.id);
  await movePostCount(trx, post.type, post.from, post.to);
  return result;
}

/** `remove` deletes the post, in status `status`, and everything under it. */
export async function postPurged<T>(
  trx: Knex.Transaction,
  post: PostKey & { status: string },
  remove: () => Promise<T>,
): Promise<T> {
  // Who wrote what on which day: the `users` counters of those days.
  const authored = await trx('posts')
    .where('id', post.id)
    .select('author', 'created')
    .unionAll(
      trx('answers').where('post_id', post.id).select('author', 'created'),
    )
    .unionAll(
      trx('comments').where('post_id', post.id).select('author', 'created'),
    );
  const result = await withContentCounts(trx, { post: post.id }, remove);
  await movePostCount(trx, post.type, post.status, undefined);
  await refreshDays(
    trx,
    authored.map(r => dayOfValue(r.created)),
    ['users'],
  );
  await pruneStatisticsUsers(trx, [
    ...new Set(authored.map(r => String(r.author))),
  ]);
  return result;
}
