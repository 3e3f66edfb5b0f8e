import type { Knex } from 'knex';
import type { RankMove } from '@agora/contract';
import type { Caller } from '../service/types';
import { NotFoundError } from '@backstage/errors';
import { nowIso } from './dbValues';
import { editableCollection } from './collections';
import { visiblePostRow } from './posts';

/**
 * Membership and rank of posts in collections. Positions are always 1..n
 * (1 = top); every change rewrites them inside one transaction, so two
 * posts never share a position and there are no gaps.
 */

async function orderedPostIds(
  trx: Knex.Transaction,
  collectionId: number,
): Promise<number[]> {
  const ids = await trx('collection_posts')
    .where('collection_id', collectionId)
    .orderBy([{ column: 'position' }, { column: 'created' }])
    .pluck('post_id');
  return ids.map(Number);
}

async function writePositions(
  trx: Knex.Transaction,
  collectionId: number,
  ids: number[],
) {
  for (const [index, postId] of ids.entries()) {
    await trx('collection_posts')
      .where({ collection_id: collectionId, post_id: postId })
      .update({ position: index + 1 });
  }
}

/** Renumbers the given collections 1..n after posts left them. */
export async function resequenceCollections(
  trx: Knex.Transaction,
  collectionIds: number[],
) {
  for (const id of collectionIds) {
    await writePositions(trx, id, await orderedPostIds(trx, id));
  }
}

/** Appends a post at the bottom; adding a post already there changes nothing. */
export async function addPostToCollection(
  db: Knex,
  id: number,
  postId: number,
  caller: Caller,
) {
  await db.transaction(async trx => {
    await editableCollection(trx, id, caller);
    await visiblePostRow(trx, postId, caller);
    const ids = await orderedPostIds(trx, id);
    if (ids.includes(postId)) return;
    await trx('collection_posts').insert({
      collection_id: id,
      post_id: postId,
      position: ids.length + 1,
      created: nowIso(),
    });
  });
}

export async function removePostFromCollection(
  db: Knex,
  id: number,
  postId: number,
  caller: Caller,
) {
  await db.transaction(async trx => {
    await editableCollection(trx, id, caller);
    const removed = await trx('collection_posts')
      .where({ collection_id: id, post_id: postId })
      .delete();
    if (!removed) throw new NotFoundError('Post not found in collection');
    await writePositions(trx, id, await orderedPostIds(trx, id));
  });
}

/** Moves a post to the top, one up, one down or to the bottom; returns its new position. */
export async function rankPostInCollection(
  db: Knex,
  id: number,
  postId: number,
  move: RankMove,
  caller: Caller,
): Promise<number> {
  return db.transaction(async trx => {
    await editableCollection(trx, id, caller);
    const ids = await orderedPostIds(trx, id);
    const from = ids.indexOf(postId);
    if (from < 0) throw new NotFoundError('Post not found in collection');
    const targets: Record<RankMove, number> = {
      top: 0,
      up: Math.max(0, from - 1),
      down: Math.min(ids.length - 1, from + 1),
      bottom: ids.length - 1,
    };
    ids.splice(from, 1);
    ids.splice(targets[move], 0, postId);
    await writePositions(trx, id, ids);
    return targets[move] + 1;
  });
}
