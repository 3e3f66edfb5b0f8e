import type { Knex } from 'knex';
import { NotAllowedError } from '@backstage/errors';
import {
  agoraPostClosePermission,
  DUPLICATE_ERRORS,
  type DuplicateOf,
} from '@agora/contract';
import { badRequest } from '../service/errors';
import type { Caller } from '../service/types';
import { readFilterOf } from '../service/callerRights';
import { isReadAll, restrictToReadable } from '../permissions/postFilterSql';
import { whereNotFlagHidden } from './flagHidden';
import { isoOf, nowIso } from './dbValues';
import { mayChange } from './itemRights';
import type { PostRow } from './posts';
import { lockedPostRow, writeTransaction } from './transactions';

/**
 * Questions closed as duplicates (docs/api.md, "Duplicates"). A closure
 * counts while its original is active: a deleted original leaves the
 * question open to answers again, and a restored one closes it again.
 */

/**
 * Locks the question and its original, lower id first: the one write that
 * locks two posts, so two closures of the same pair (either way round)
 * wait for each other rather than deadlock or make a cycle.
 */
async function lockPair(
  trx: Knex.Transaction,
  id: number,
  originalId: number,
  caller: Caller,
): Promise<[PostRow, PostRow | undefined]> {
  const lockOriginal = async () => {
    try {
      return await lockedPostRow(trx, originalId, caller);
    } catch {
      return undefined; // unknown or deleted: refused below with its field
    }
  };
  if (id < originalId) {
    const post = await lockedPostRow(trx, id, caller);
    return [post, await lockOriginal()];
  }
  const original = await lockOriginal();
  return [await lockedPostRow(trx, id, caller), original];
}

/** Throws unless the caller may close or reopen this question. */
async function assertMayClose(
  trx: Knex.Transaction,
  caller: Caller,
  post: PostRow,
) {
  if (post.type !== 'question')
    throw badRequest(DUPLICATE_ERRORS.notQuestion, 'id');
  if (post.status !== 'active')
    throw badRequest(DUPLICATE_ERRORS.deleted, 'id');
  if (!(await mayChange(trx, caller, agoraPostClosePermission, post)))
    throw new NotAllowedError(DUPLICATE_ERRORS.notAllowed);
}

/**
 * Closes question `id` as a duplicate of `originalId`, or points a closed
 * one at another original. False when it already pointed there.
 */
export async function closeAsDuplicate(
  db: Knex,
  id: number,
  originalId: number,
  caller: Caller,
): Promise<boolean> {
  if (id === originalId) throw badRequest(DUPLICATE_ERRORS.self, 'originalId');
  return writeTransaction(db, async trx => {
    const [post, original] = await lockPair(trx, id, originalId, caller);
    await assertMayClose(trx, caller, post);
    if (!original || original.status !== 'active')
      throw badRequest(DUPLICATE_ERRORS.originalNotFound, 'originalId');
    if (original.type !== 'question')
      throw badRequest(DUPLICATE_ERRORS.originalNotQuestion, 'originalId');
    if (await trx('post_duplicates').where('post_id', originalId).first())
      throw badRequest(DUPLICATE_ERRORS.originalClosed, 'originalId');
    const current = await trx('post_duplicates').where('post_id', id).first();
    if (current && Number(current.original_id) === originalId) return false;
    const closure = {
      original_id: originalId,
      closed_by: caller.userRef,
      closed_at: nowIso(),
    };
    if (current)
      await trx('post_duplicates').where('post_id', id).update(closure);
    else await trx('post_duplicates').insert({ post_id: id, ...closure });
    return true;
  });
}

/** Reopens a closed question; false when it was not closed. */
export async function reopenQuestion(
  db: Knex,
  id: number,
  caller: Caller,
): Promise<boolean> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, id, caller);
    await assertMayClose(trx, caller, post);
    return (await trx('post_duplicates').where('post_id', id).delete()) > 0;
  });
}

/**
 * The closures of these posts whose original is active, by post id. With
 * `reader`, a closure whose original the reader may not read (the policy's
 * `agora.post.read`, or hidden from them by flags) maps to `undefined`: the
 * post is still closed, but neither the original's id nor its title reaches
 * them (serializePosts, notify/deliveries.ts).
 */
export async function duplicatesOf(
  db: Knex | Knex.Transaction,
  ids: number[],
  reader?: Caller,
): Promise<Map<number, DuplicateOf | undefined>> {
  if (ids.length === 0) return new Map();
  const rows = await db('post_duplicates')
    .join('posts', 'posts.id', 'post_duplicates.original_id')
    .whereIn('post_duplicates.post_id', ids)
    .where('posts.status', 'active')
    .select(
      'post_duplicates.post_id',
      'post_duplicates.original_id',
      'post_duplicates.closed_by',
      'post_duplicates.closed_at',
      'posts.title',
    );
  const readable = reader
    ? await readableOriginals(
        db,
        rows.map(row => Number(row.original_id)),
        reader,
      )
    : undefined;
  return new Map(
    rows.map(row => [
      Number(row.post_id),
      readable && !readable.has(Number(row.original_id))
        ? undefined
        : {
            id: Number(row.original_id),
            title: row.title,
            closedBy: row.closed_by,
            closed: isoOf(row.closed_at),
          },
    ]),
  );
}

/** Those of the (active) posts `ids` that `reader` may read. */
async function readableOriginals(
  db: Knex | Knex.Transaction,
  ids: number[],
  reader: Caller,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const filter = readFilterOf(reader);
  if (reader.isModerator && isReadAll(filter)) return new Set(ids);
  const qb = db('posts').whereIn('posts.id', [...new Set(ids)]);
  restrictToReadable(qb, filter);
  whereNotFlagHidden(db as Knex, qb, 'post', 'posts', reader);
  return new Set((await qb.pluck('posts.id')).map(Number));
}

/**
 * Refuses an answer to a question closed as a duplicate; called under the
 * question's row lock, which closing takes too.
 */
export async function assertOpenForAnswers(
  trx: Knex.Transaction,
  postId: number,
) {
  if ((await duplicatesOf(trx, [postId])).size > 0)
    throw badRequest(DUPLICATE_ERRORS.closed, 'postId');
}
