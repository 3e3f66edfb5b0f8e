import type { Knex } from 'knex';
import { NotAllowedError } from '@backstage/errors';
import {
  agoraPostClosePermission,
  DUPLICATE_ERRORS,
  type DuplicateOf,
} from '@agora/contract';
import { badRequest } from '../domain/errors';
import type { Caller } from '../domain/caller';
import { readFilterOf } from '../domain/callerRights';
import { isReadAll } from '../permissions/postFilterSql';
import { isoOf, nowIso } from './dbValues';
import { mayChange } from './itemRights';
import type { PostRow } from '../domain/rows';
import { whereReadableBy } from './postVisibility';
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
 * How many closures a chain is followed through. Closing refuses an
 * original that is itself closed, so chains grow only at their end (A → B,
 * then B → C) and never loop; the bound keeps a query finite whatever the
 * rows say.
 */
export const MAX_DUPLICATE_CHAIN = 20;

/**
 * The closures of these posts whose original is active, by post id, each
 * pointing at the end of its chain: A closed as a duplicate of B, and B of
 * C, points A at C, the first original that is not itself closed (a closure
 * counts while its original is active, so a deleted C leaves B open and A
 * points at B). `closedBy` and `closed` are the post's own closure. One
 * recursive query for the whole batch, on SQLite and PostgreSQL alike.
 *
 * With `reader`, a closure whose final original the reader may not read
 * (the policy's `agora.post.read`, or hidden from them by flags) maps to
 * `undefined`: the post is still closed, but neither that original's id
 * nor its title reaches them, nor a step of the chain in its place
 * (serializePosts, notify/deliveries.ts).
 */
export async function duplicatesOf(
  db: Knex | Knex.Transaction,
  ids: number[],
  reader?: Caller,
): Promise<Map<number, DuplicateOf | undefined>> {
  if (ids.length === 0) return new Map();
  const steps = await db
    .withRecursive(
      'chain',
      ['post_id', 'original_id', 'closed_by', 'closed_at', 'depth'],
      first =>
        first
          .select(
            'd.post_id',
            'd.original_id',
            'd.closed_by',
            'd.closed_at',
            db.raw('1'),
          )
          .from('post_duplicates as d')
          .join('posts as o', 'o.id', 'd.original_id')
          .whereIn('d.post_id', ids)
          // `(status || '')`, not `status`: on SQLite an equality on the
          // status column makes the planner walk the status index (most
          // posts are active) instead of probing the few ids; the
          // expression keeps it on the primary key, and PostgreSQL plans it
          // the same (docs/performance.md).
          .whereRaw(`(o.status || '') = ?`, ['active'])
          .unionAll(next =>
            next
              .select(
                'chain.post_id',
                'd.original_id',
                'chain.closed_by',
                'chain.closed_at',
                db.raw('chain.depth + 1'),
              )
              .from('chain')
              .join('post_duplicates as d', 'd.post_id', 'chain.original_id')
              .join('posts as o', 'o.id', 'd.original_id')
              .whereRaw(`(o.status || '') = ?`, ['active'])
              .where('chain.depth', '<', MAX_DUPLICATE_CHAIN),
          ),
    )
    .from('chain')
    .join('posts', 'posts.id', 'chain.original_id')
    .select(
      'chain.post_id',
      'chain.original_id',
      'chain.closed_by',
      'chain.closed_at',
      'chain.depth',
      'posts.title',
    );
  // Each post's deepest step is the end of its chain.
  const ends = new Map<number, (typeof steps)[number]>();
  for (const step of steps) {
    const id = Number(step.post_id);
    const end = ends.get(id);
    if (!end || Number(step.depth) > Number(end.depth)) ends.set(id, step);
  }
  const readable = reader
    ? await readableOriginals(
        db,
        [...ends.values()].map(end => Number(end.original_id)),
        reader,
      )
    : undefined;
  return new Map(
    [...ends].map(([id, end]) => [
      id,
      readable && !readable.has(Number(end.original_id))
        ? undefined
        : {
            id: Number(end.original_id),
            title: end.title,
            closedBy: end.closed_by,
            closed: isoOf(end.closed_at),
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
  whereReadableBy(db, qb, reader, filter);
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
