import type { Knex } from 'knex';
import { isActive } from '../liveContent';
import { countViewForAuthor, dropTagCounts } from './directoryCounts';
import {
  addStatisticsUser,
  addToDays,
  addToViewsTotal,
  dayOfValue,
  refreshDays,
  today,
} from './dailyCounts';

/**
 * The counter side of the small writes (see stores/counters/postEvents.ts):
 * views, clicks, people seen, tags created and deleted. Follows and
 * favourites keep no counters: their numbers are counted when read.
 */

/** A view of `post` was counted (its row inserted); the caller holds the post's lock. */
export async function viewed(
  trx: Knex.Transaction,
  post: Record<string, unknown>,
) {
  await trx('posts').where('id', Number(post.id)).increment('views', 1);
  await countViewForAuthor(trx, post);
  // Views of a soft-deleted post (moderators) are not counted.
  if (isActive(post)) {
    await addToDays(trx, [{ day: today(), metric: 'views', delta: 1 }]);
    await addToViewsTotal(trx, 1);
  }
}

/** A person's first click on a link post was recorded. */
export async function clicked(trx: Knex.Transaction, postId: number) {
  await trx('posts').where('id', postId).increment('clicks', 1);
}

/** A signed-in person was seen: the global summary counts them as a user. */
export async function userSeen(trx: Knex.Transaction, userRef: string) {
  await addStatisticsUser(trx, userRef);
}

/** A tag was created today (by a moderator, or by a post naming it). */
export async function tagCreated(trx: Knex.Transaction) {
  await refreshDays(trx, [today()], ['tags']);
}

/** The tag `tagId`, created at `created`, was deleted. */
export async function tagDeleted(
  trx: Knex.Transaction,
  tagId: number,
  created: unknown,
) {
  await dropTagCounts(trx, tagId);
  if (created) await refreshDays(trx, [dayOfValue(created)], ['tags']);
}
