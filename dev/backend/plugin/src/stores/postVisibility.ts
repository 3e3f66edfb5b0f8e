import type { Knex } from 'knex';
import type { Caller } from '../domain/caller';
import { restrictToReadable } from '../permissions/postFilterSql';
import { type PostReadFilter } from '../domain/rights';
import { whereNotFlagHidden } from './flagHidden';
import type { PostRow } from '../domain/rows';

/**
 * Whether the caller may see a post row: a live post, or a deleted one when
 * they moderate. The one rule behind every 404 of a post (reads and writes).
 */
export function visibleTo(
  row: PostRow | undefined,
  caller: Caller,
): row is PostRow {
  return !!row && (row.status !== 'deleted' || caller.isModerator);
}

/**
 * Keeps the rows of `qb` (over `posts`) that the caller may read: those
 * {@link visibleTo} them, that `readable` allows (the policy's
 * `agora.post.read`) and that flags do not hide from them. The one filter
 * of posts fetched by id (postsByIds, the originals of duplicatesOf).
 */
export function whereReadableBy(
  db: Knex | Knex.Transaction,
  qb: Knex.QueryBuilder,
  caller: Caller,
  readable: PostReadFilter,
) {
  if (!caller.isModerator) qb.where('posts.status', 'active');
  restrictToReadable(qb, readable);
  whereNotFlagHidden(db as Knex, qb, 'post', 'posts', caller);
  return qb;
}
