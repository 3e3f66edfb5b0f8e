import type { Knex } from 'knex';
import { normalRef } from '../domain/refs';
import { nowIso } from './dbValues';

/**
 * Tags and entities attached to posts. Tag names arrive already normalised
 * and validated by the route schema; unknown ones are created here, inside
 * the caller's transaction, as the contract requires.
 */
export async function setPostTags(
  trx: Knex.Transaction,
  postId: number,
  tags: string[],
) {
  await trx('post_tags').where('post_id', postId).delete();
  if (tags.length === 0) return;
  // In name order: two posts creating the same new tags wait for each
  // other on the unique key instead of deadlocking (stores/transactions.ts).
  await trx('tags')
    .insert([...tags].sort().map(tag => ({ tag, created: nowIso() })))
    .onConflict('tag')
    .ignore();
  const ids: number[] = await trx('tags').whereIn('tag', tags).pluck('id');
  await trx('post_tags').insert(
    ids.map(tag_id => ({ post_id: postId, tag_id })),
  );
  await copyPostStateToTags(trx, postId);
}

/**
 * Copies the post's `status` and `created` onto its `post_tags` rows, which
 * hold them so tag lists count and page from one index (stores/tagListing.ts). Call it in the transaction of every write that
 * sets a post's tags or changes its status. The copy is made by the
 * database, so the values are exactly the post's (no round trip through
 * JavaScript dates).
 */
export async function copyPostStateToTags(
  trx: Knex.Transaction,
  postId: number,
) {
  await trx('post_tags')
    .where('post_id', postId)
    .update({
      status: trx.raw(
        '(SELECT p.status FROM posts p WHERE p.id = post_tags.post_id)',
      ),
      created: trx.raw(
        '(SELECT p.created FROM posts p WHERE p.id = post_tags.post_id)',
      ),
    });
}

export async function setPostEntities(
  trx: Knex.Transaction,
  postId: number,
  entities: string[],
) {
  await trx('post_entities').where('post_id', postId).delete();
  if (entities.length === 0) return;
  await trx('post_entities').insert(
    [...new Set(entities.map(normalRef))].map(entity_ref => ({
      post_id: postId,
      entity_ref,
    })),
  );
}

/** Tag names and entity refs of many posts at once, keyed by post id. */
export async function linksOfPosts(db: Knex, postIds: number[]) {
  const tags = new Map<number, string[]>();
  const entities = new Map<number, string[]>();
  if (postIds.length === 0) return { tags, entities };
  // Both in one statement, each list in name order.
  const rows: { postId: number; kind: string; value: string }[] = await db(
    'post_tags',
  )
    .join('tags', 'tags.id', 'post_tags.tag_id')
    .whereIn('post_tags.post_id', postIds)
    .select(
      'post_tags.post_id as postId',
      db.raw("'tag' as kind"),
      'tags.tag as value',
    )
    .unionAll([
      db('post_entities')
        .whereIn('post_id', postIds)
        .select(
          'post_id as postId',
          db.raw("'entity' as kind"),
          'entity_ref as value',
        ),
    ])
    .orderBy('value');
  for (const row of rows) {
    const id = Number(row.postId);
    const lists = row.kind === 'tag' ? tags : entities;
    lists.set(id, [...(lists.get(id) ?? []), row.value]);
  }
  return { tags, entities };
}
