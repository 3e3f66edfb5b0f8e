import type { Knex } from 'knex';
import { readFilterOf } from '../domain/callerRights';
import type { RankMove } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { ConflictError, NotFoundError } from '@backstage/errors';
import { badRequest } from '../domain/errors';
import { nowIso } from './dbValues';
import { isPg } from './dialect';
import { editableCollection } from './collections';
import { visiblePostRow } from './posts';
import { writeTransaction } from './transactions';
import { isReadAll, restrictToReadable } from '../permissions/postFilterSql';
import { READ_ALL, type PostReadFilter } from '../domain/rights';

/**
 * Membership and rank of posts in collections. Positions are always 1..n
 * (1 = top); every change takes the collection's row lock and rewrites them
 * inside one transaction, so two posts never share a position, there are no
 * gaps and concurrent changes never lose a post.
 *
 * Soft-deleted posts keep their slot, so a restore puts them back in place,
 * but moves only count the active posts: "up" passes the active post above,
 * as the readers, who do not see deleted posts, expect. Posts the permission
 * policy hides from the caller (`readable`, `agora.post.read`) are treated
 * the same way, and as missing: adding, moving or removing one answers 404.
 */

interface Member {
  id: number;
  active: boolean;
  /** Hidden from the caller by the policy. */
  hidden: boolean;
}

/** The members the caller sees and moves among. */
const shown = (m: Member) => m.active && !m.hidden;

/** Which of `ids` the reader may read; every one without a policy. */
async function readableIds(
  trx: Knex.Transaction,
  ids: number[],
  readable: PostReadFilter,
): Promise<Set<number>> {
  if (isReadAll(readable)) return new Set(ids);
  const rows = await restrictToReadable(
    trx('posts').whereIn('posts.id', ids.length ? ids : [0]),
    readable,
  ).pluck('posts.id');
  return new Set(rows.map(Number));
}

/**
 * Serialises writers of one collection: PostgreSQL holds the row lock until
 * the transaction ends. SQLite has one writer at a time anyway (and knex
 * would only warn about the lock clause there).
 */
async function lockCollection(trx: Knex.Transaction, collectionId: number) {
  if (!isPg(trx)) return;
  await trx('collections').where('id', collectionId).forUpdate().first('id');
}

async function members(
  trx: Knex.Transaction,
  collectionId: number,
  readable: PostReadFilter = READ_ALL,
): Promise<Member[]> {
  const rows = await trx('collection_posts')
    .join('posts', 'posts.id', 'collection_posts.post_id')
    .where('collection_posts.collection_id', collectionId)
    .orderBy([
      { column: 'collection_posts.position' },
      { column: 'collection_posts.created' },
      { column: 'collection_posts.post_id' },
    ])
    .select('collection_posts.post_id as id', 'posts.status as status');
  const ids = rows.map(r => Number(r.id));
  const seen = await readableIds(trx, ids, readable);
  return rows.map((r, i) => ({
    id: ids[i],
    active: r.status === 'active',
    hidden: !seen.has(ids[i]),
  }));
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
  // In id order, so two transactions never wait on each other's locks.
  for (const id of [...collectionIds].sort((a, b) => a - b)) {
    await lockCollection(trx, id);
    await writePositions(
      trx,
      id,
      (await members(trx, id)).map(m => m.id),
    );
  }
}

/**
 * The order after a move: the posts the caller sees move among themselves
 * and refill the slots they held, so deleted and hidden posts stay where
 * they were.
 */
function movedOrder(list: Member[], postId: number, move: RankMove) {
  const active = list.filter(shown).map(m => m.id);
  const from = active.indexOf(postId);
  const last = active.length - 1;
  const to = {
    top: 0,
    up: Math.max(0, from - 1),
    down: Math.min(last, from + 1),
    bottom: last,
  }[move];
  active.splice(from, 1);
  active.splice(to, 0, postId);
  let next = 0;
  return {
    ids: list.map(m => (shown(m) ? active[next++] : m.id)),
    position: to + 1,
  };
}

/**
 * Appends a post at the bottom; a post already there is refused (409), one
 * the caller may not read is missing (404).
 */
export async function addPostToCollection(
  db: Knex,
  id: number,
  postId: number,
  caller: Caller,
) {
  const readable = readFilterOf(caller);
  await writeTransaction(db, async trx => {
    await editableCollection(trx, id, caller);
    await visiblePostRow(trx, postId, caller);
    if (!(await readableIds(trx, [postId], readable)).has(postId))
      throw new NotFoundError('Post not found');
    await lockCollection(trx, id);
    const list = await members(trx, id);
    if (list.some(m => m.id === postId))
      throw new ConflictError('Post is already in the collection');
    await writePositions(
      trx,
      id,
      list.map(m => m.id),
    );
    await trx('collection_posts').insert({
      collection_id: id,
      post_id: postId,
      position: list.length + 1,
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
  const readable = readFilterOf(caller);
  await writeTransaction(db, async trx => {
    await editableCollection(trx, id, caller);
    await lockCollection(trx, id);
    if (!(await readableIds(trx, [postId], readable)).has(postId))
      throw new NotFoundError('Post not found in collection');
    const removed = await trx('collection_posts')
      .where({ collection_id: id, post_id: postId })
      .delete();
    if (!removed) throw new NotFoundError('Post not found in collection');
    await writePositions(
      trx,
      id,
      (await members(trx, id)).map(m => m.id),
    );
  });
}

/**
 * Moves a post to the top, one up, one down or to the bottom of the active
 * posts; returns its new position among them (1 = top).
 */
export async function rankPostInCollection(
  db: Knex,
  id: number,
  postId: number,
  move: RankMove,
  caller: Caller,
): Promise<number> {
  const readable = readFilterOf(caller);
  return writeTransaction(db, async trx => {
    await editableCollection(trx, id, caller);
    await lockCollection(trx, id);
    const list = await members(trx, id, readable);
    const member = list.find(m => m.id === postId);
    if (!member || member.hidden)
      throw new NotFoundError('Post not found in collection');
    if (!member.active)
      throw badRequest('Restore the post before moving it', 'postId');
    const { ids, position } = movedOrder(list, postId, move);
    await writePositions(trx, id, ids);
    return position;
  });
}
