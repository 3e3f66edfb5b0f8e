import type { Knex } from 'knex';
import type { Caller } from '../domain/caller';
import type { PostRow } from '../domain/rows';
import { badRequest } from '../domain/errors';
import { nowIso } from './dbValues';
import { lockedPostRow, sharedPostRow, writeTransaction } from './transactions';
import { clicked, viewed } from './counters/activityEvents';

const VIEW_WINDOW_MS = 3600_000;

/**
 * Counts a view unless the caller already viewed the post within the last
 * hour, so reloads and edit forms do not inflate `views`. Concurrent reads
 * (several tabs, a double render) wait on the post's lock, and the unique
 * (post, user, hour) key of `post_views` still lets only one in where
 * SQLite and PostgreSQL differ in what the check sees. Returns the post's
 * row, loaded and locked once through the post loader (stores/postAccess.ts),
 * as `GET /posts/:id` shows it: the one read of that row in the request.
 */
export async function countView(
  db: Knex,
  postId: number,
  caller: Caller,
): Promise<PostRow> {
  return writeTransaction(db, async trx => {
    // The author still reads their own deleted post; its views do not count.
    const post = await lockedPostRow(trx, postId, caller, 'read');
    if (post.status !== 'active' && !caller.isModerator) return post;
    const recent = await trx('post_views')
      .where({ post_id: postId, user_ref: caller.userRef })
      .where('viewed', '>', nowIso(-VIEW_WINDOW_MS))
      .first('post_id');
    if (recent) return post;
    const now = Date.now();
    const inserted = await trx('post_views')
      .insert({
        post_id: postId,
        user_ref: caller.userRef,
        viewed: new Date(now).toISOString(),
        hour: Math.floor(now / VIEW_WINDOW_MS),
      })
      .onConflict(['post_id', 'user_ref', 'hour'])
      .ignore()
      .returning('post_id');
    if (inserted.length === 0) return post;
    await viewed(trx, post);
    // The row as it now stands, without reading it again.
    return { ...post, views: Number(post.views) + 1 };
  });
}

/**
 * Counts a link click once per user, in `clicks` (never as a vote). The
 * post stays locked from the check to the count, as for views, so a
 * moderator deleting or purging it meanwhile waits instead of the click
 * landing on a post that is gone.
 */
export async function countClick(db: Knex, postId: number, caller: Caller) {
  await writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    if (post.type !== 'link')
      throw badRequest('Only link posts count clicks', 'id');
    const inserted = await trx('post_clicks')
      .insert({ post_id: postId, user_ref: caller.userRef, created: nowIso() })
      .onConflict(['post_id', 'user_ref'])
      .ignore()
      .returning('post_id');
    if (inserted.length > 0) await clicked(trx, postId);
  });
}

export async function setFavorite(
  db: Knex,
  postId: number,
  favorite: boolean,
  caller: Caller,
) {
  await writeTransaction(db, async trx => {
    await sharedPostRow(trx, postId, caller);
    const match = { post_id: postId, user_ref: caller.userRef };
    if (favorite) {
      await trx('post_favorites')
        .insert({ ...match, created: nowIso() })
        .onConflict(['post_id', 'user_ref'])
        .ignore();
    } else {
      await trx('post_favorites').where(match).delete();
    }
  });
}
