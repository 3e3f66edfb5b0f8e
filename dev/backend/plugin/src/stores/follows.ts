import type { Knex } from 'knex';
import { badRequest } from '../service/errors';
import { normalRef } from '../service/identity';

/**
 * Follows of tags, entities and users. Following twice or unfollowing
 * something not followed is a no-op, so clients may retry freely.
 */
export async function followTag(
  db: Knex,
  tagId: number,
  userRef: string,
  follow: boolean,
) {
  const row = { tag_id: tagId, user_ref: userRef };
  if (follow)
    await db('tag_followers')
      .insert(row)
      .onConflict(['tag_id', 'user_ref'])
      .ignore();
  else await db('tag_followers').where(row).delete();
}

export async function followEntity(
  db: Knex,
  entityRef: string,
  userRef: string,
  follow: boolean,
) {
  const row = { entity_ref: normalRef(entityRef), user_ref: userRef };
  if (follow) {
    await db('entity_followers')
      .insert(row)
      .onConflict(['entity_ref', 'user_ref'])
      .ignore();
  } else {
    await db('entity_followers').where(row).delete();
  }
}

export async function followUser(
  db: Knex,
  followedRef: string,
  follower: string,
  follow: boolean,
) {
  const followed = normalRef(followedRef);
  if (followed === follower)
    throw badRequest('You cannot follow yourself', 'ref');
  const row = { user_ref: followed, follower_ref: follower };
  if (follow) {
    await db('user_followers')
      .insert(row)
      .onConflict(['user_ref', 'follower_ref'])
      .ignore();
  } else {
    await db('user_followers').where(row).delete();
  }
}

export async function followedEntities(db: Knex, userRef: string) {
  const entityRefs: string[] = await db('entity_followers')
    .where('user_ref', userRef)
    .orderBy('entity_ref')
    .pluck('entity_ref');
  return { entityRefs, count: entityRefs.length };
}

export async function followedUsers(db: Knex, userRef: string) {
  const followedUserRefs: string[] = await db('user_followers')
    .where('follower_ref', userRef)
    .orderBy('user_ref')
    .pluck('user_ref');
  return { followedUserRefs, count: followedUserRefs.length };
}
