import type { Knex } from 'knex';
import { readFilterOf } from '../domain/callerRights';
import { NotFoundError } from '@backstage/errors';
import type { FollowedPostsResponse } from '@agora/contract';
import { badRequest } from '../domain/errors';
import { normalRef } from '../domain/refs';
import type { Caller } from '../domain/caller';
import { numOf } from './dbValues';
import { serializePosts } from './posts';
import { restrictToReadable } from '../permissions/postFilterSql';
import { sharedPostRow, writeTransaction } from './transactions';
import { whereNotFlagHidden } from './flagHidden';

/**
 * Follows of tags, entities, users and single posts (collections': see
 * stores/collections.ts). Following twice or unfollowing something not
 * followed is a no-op, so clients may retry freely.
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

/**
 * Follows or unfollows a post. Only active posts take either: a deleted
 * post answers 404 to everyone, moderators included, as it is in no list a
 * follow shows in; its follows come back with a restore, and a purge
 * removes them (stores/postWrites.ts).
 */
export async function followPost(
  db: Knex,
  postId: number,
  caller: Caller,
  follow: boolean,
) {
  await writeTransaction(db, async trx => {
    // Only active posts take follows, for moderators too.
    const post = await sharedPostRow(trx, postId, caller);
    if (post.status !== 'active') throw new NotFoundError('Post not found');
    const row = { post_id: postId, user_ref: caller.userRef };
    if (follow) {
      await trx('post_followers')
        .insert(row)
        .onConflict(['post_id', 'user_ref'])
        .ignore();
    } else {
      await trx('post_followers').where(row).delete();
    }
  });
}

/**
 * One page of the active posts the caller follows, latest activity first
 * (id breaking ties), and `count`, all of them.
 */
export async function followedPosts(
  db: Knex,
  caller: Caller,
  page: { limit: number; offset: number },
): Promise<FollowedPostsResponse> {
  const readable = readFilterOf(caller);
  const base = db('posts')
    .join('post_followers', 'post_followers.post_id', 'posts.id')
    .where('post_followers.user_ref', caller.userRef)
    .where('posts.status', 'active');
  // A post followed before the policy hid it drops out of the list.
  restrictToReadable(base, readable);
  // So does one its flags hide (stores/flagHidden.ts).
  whereNotFlagHidden(db, base, 'post', 'posts', caller);
  const count = numOf((await base.clone().count({ n: '*' }).first())?.n);
  // Rows a loader inserted without `last_activity` (tests) sort by creation.
  const rows = await base
    .clone()
    .select('posts.*')
    .orderByRaw('COALESCE(posts.last_activity, posts.created) desc')
    .orderBy('posts.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return { posts: await serializePosts(db, rows, caller), count };
}
