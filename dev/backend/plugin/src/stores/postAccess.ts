import type { Knex } from 'knex';
import { NotFoundError } from '@backstage/errors';
import { agoraPostReadPermission } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { postJudgeOf } from '../domain/callerRights';
import type { PostRow } from '../domain/rows';
import { flagHiddenFrom } from './flagHidden';
import { judgePostRow } from './postResources';
import { visibleTo } from './postVisibility';
import { isPg } from './dialect';

/**
 * What the caller loads the post for, which decides the status rule:
 * - `see` (the default): a live post, or a deleted one for a moderator —
 *   every write under a post and every read but the post's own page;
 * - `read`: also the author's own deleted post, whose page tells them why
 *   it went (docs/api.md);
 * - `moderate`: any status, for the moderators' restore and purge, which
 *   check the caller and the status themselves.
 */
export type PostUse = 'see' | 'read' | 'moderate';

export interface PostLoad {
  use?: PostUse;
  /**
   * Locks the row until the transaction ends (PostgreSQL; SQLite's writer is
   * alone): `update` for every write that changes the post or anything
   * under it, `share` for a row that only references it (a follow, a
   * favourite). See stores/transactions.ts.
   */
  lock?: 'update' | 'share';
  /** The message of the 404, e.g. 'Question not found'. */
  missing?: string;
}

/**
 * The one answer to "may this caller see this post?" (docs/architecture.md,
 * "Backend layers"): the post's row, read once (and locked once, when
 * asked), or 404 — as for a missing post, so its existence is not revealed
 * — when its status ({@link PostUse}), its flags (stores/flagHidden.ts) or
 * the policy's `agora.post.read` hide it from the caller. The policy is
 * asked through the caller's rights (domain/callerRights.ts); without the
 * permission framework there are none and everyone reads every post.
 *
 * Without a caller it loads for the system (a moderator's resolution of a
 * flag locks the flagged post): missing posts still answer 404.
 */
export async function loadPost(
  db: Knex | Knex.Transaction,
  id: number,
  caller?: Caller,
  { use = 'see', lock, missing = 'Post not found' }: PostLoad = {},
): Promise<PostRow> {
  const qb = db('posts').where('id', id);
  if (lock && isPg(db)) {
    if (lock === 'update') qb.forUpdate();
    else qb.forShare();
  }
  const row: PostRow | undefined = await qb.first();
  if (!row || (caller && !(await mayLoad(db, row, caller, use))))
    throw new NotFoundError(missing);
  return row;
}

async function mayLoad(
  db: Knex | Knex.Transaction,
  row: PostRow,
  caller: Caller,
  use: PostUse,
): Promise<boolean> {
  const ownDeleted = row.status === 'deleted' && row.author === caller.userRef;
  if (use === 'see' && !visibleTo(row, caller)) return false;
  if (use === 'read' && !ownDeleted && !visibleTo(row, caller)) return false;
  if (await flagHiddenFrom(db, 'post', row, caller)) return false;
  return (
    !caller.rights ||
    judgePostRow(db as Knex, postJudgeOf(caller), agoraPostReadPermission, row)
  );
}
