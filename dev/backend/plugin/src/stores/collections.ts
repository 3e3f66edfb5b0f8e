import type { Knex } from 'knex';
import { readFilterOf, allowsBasic } from '../domain/callerRights';
import { normalRef } from '../domain/refs';
import { badRequest } from '../domain/errors';
import {
  agoraCollectionDeletePermission,
  agoraCollectionEditPermission,
  type Collection,
  type CollectionRequest,
  type CollectionsQuery,
  type CollectionsResponse,
} from '@agora/contract';
import type { Caller } from '../domain/caller';
import { NotAllowedError, NotFoundError } from '@backstage/errors';
import {
  idsOf,
  insertedId,
  isoOf,
  numOf,
  nowIso,
  optionalIso,
} from './dbValues';
import { mayModify } from '../domain/fallbackRights';
import { postsByIds } from './posts';
import { whereNotFlagHidden } from './flagHidden';
import { restrictToReadable } from '../permissions/postFilterSql';
import { type PostReadFilter } from '../domain/rights';
import { assertAttachmentsExist } from './attachments';
import { likeWord, wordsOf } from './listHelpers';
import { writeTransaction } from './transactions';

/** A raw `collections` row as knex returns it. */
import type { CollectionRow } from '../domain/rows';

/**
 * Post counts by type and follower counts of many collections. Posts count
 * when active, readable by the reader (`readable`) and not hidden from them
 * by flags, so a collection's counts match the posts its page shows them.
 */
async function countsOf(
  db: Knex,
  ids: number[],
  readable: PostReadFilter,
  caller: Caller,
) {
  const members = db('collection_posts')
    .join('posts', 'posts.id', 'collection_posts.post_id')
    .whereIn('collection_posts.collection_id', ids)
    .where('posts.status', 'active');
  whereNotFlagHidden(db, members, 'post', 'posts', caller);
  const byType = (await restrictToReadable(members, readable)
    .groupBy('collection_posts.collection_id', 'posts.type')
    .select('collection_posts.collection_id as id', 'posts.type as type')
    .count({ n: '*' })) as Array<{ id: unknown; type: string; n: unknown }>;
  const followers = (await db('collection_followers')
    .whereIn('collection_id', ids)
    .groupBy('collection_id')
    .select('collection_id as id')
    .count({ n: '*' })) as Array<{ id: unknown; n: unknown }>;
  return { byType, followers };
}

/**
 * Collection rows → the contract's shape, with the counts of posts the
 * reader may read (`readable`) and the caller's permissions.
 */
export async function serializeCollections(
  db: Knex,
  rows: CollectionRow[],
  caller: Caller,
  readable: PostReadFilter,
): Promise<Collection[]> {
  if (rows.length === 0) return [];
  const { byType, followers } = await countsOf(
    db,
    rows.map(r => Number(r.id)),
    readable,
    caller,
  );
  return rows.map(row => {
    const id = Number(row.id);
    const typeCount = (type: string) =>
      numOf(byType.find(c => Number(c.id) === id && c.type === type)?.n);
    // The owner's (or a moderator's), and only as far as the policy allows.
    const owned = mayModify(caller, row.owner);
    return {
      id,
      title: row.title,
      description: row.description ?? undefined,
      owner: row.owner,
      created: isoOf(row.created),
      updated: optionalIso(row.updated),
      headerImage: row.header_image ?? undefined,
      images: idsOf(row.images),
      postsCount:
        typeCount('question') + typeCount('article') + typeCount('link'),
      questionsCount: typeCount('question'),
      articlesCount: typeCount('article'),
      linksCount: typeCount('link'),
      followers: numOf(followers.find(f => Number(f.id) === id)?.n),
      canEdit: owned && allowsBasic(caller, agoraCollectionEditPermission),
      canDelete: owned && allowsBasic(caller, agoraCollectionDeletePermission),
    };
  });
}

/** `POST /collections/query`: every search word must occur in the title or description. */
export async function queryCollections(
  db: Knex,
  q: CollectionsQuery,
  caller: Caller,
): Promise<CollectionsResponse> {
  const readable = readFilterOf(caller);
  const base = db('collections');
  if (q.owner) base.where('collections.owner', normalRef(q.owner));
  for (const word of q.searchQuery ? wordsOf(q.searchQuery) : []) {
    base.where(inner =>
      inner
        .whereRaw(`LOWER(collections.title) LIKE ? ESCAPE '\\'`, [
          likeWord(word),
        ])
        .orWhereRaw(
          `LOWER(COALESCE(collections.description, '')) LIKE ? ESCAPE '\\'`,
          [likeWord(word)],
        ),
    );
  }
  const countRow = await base.clone().count({ total: '*' }).first();
  const order = q.order ?? (q.orderBy === 'title' ? 'asc' : 'desc');
  const page = base.clone().select('collections.*');
  if (q.orderBy === 'postsCount') {
    // The reader's counts, as shown: the order reveals no hidden post.
    const members = db('collection_posts')
      .join('posts', 'posts.id', 'collection_posts.post_id')
      .whereRaw('?? = ??', ['collection_posts.collection_id', 'collections.id'])
      .where('posts.status', 'active');
    whereNotFlagHidden(db, members, 'post', 'posts', caller);
    const postsCount = restrictToReadable(members.count('*'), readable);
    page.orderByRaw(`? ${order}`, [postsCount]);
  } else if (q.orderBy === 'followers') {
    page.orderByRaw(
      `(SELECT COUNT(*) FROM collection_followers cf WHERE cf.collection_id = collections.id) ${order}`,
    );
  } else {
    page.orderBy(
      q.orderBy === 'title' ? 'collections.title' : 'collections.created',
      order,
    );
  }
  const rows = await page
    .orderBy('collections.id', order)
    .limit(q.limit ?? 10)
    .offset(q.offset ?? 0);
  return {
    collections: await serializeCollections(db, rows, caller, readable),
    total: numOf(countRow?.total),
  };
}

export async function collectionRow(
  db: Knex | Knex.Transaction,
  id: number,
): Promise<CollectionRow> {
  const row = await db('collections').where('id', id).first();
  if (!row) throw new NotFoundError('Collection not found');
  return row;
}

/** A collection the caller may change (owner or moderator), else 404 / 403. */
export async function editableCollection(
  db: Knex | Knex.Transaction,
  id: number,
  caller: Caller,
) {
  const row = await collectionRow(db, id);
  if (!mayModify(caller, row.owner))
    throw new NotAllowedError(
      'Only the owner or a moderator can change this collection',
    );
  return row;
}

/** One collection with the posts the caller may read, in rank order (1 = top). */
export async function readCollection(
  db: Knex,
  id: number,
  caller: Caller,
): Promise<Collection> {
  const readable = readFilterOf(caller);
  const row = await collectionRow(db, id);
  const [collection] = await serializeCollections(db, [row], caller, readable);
  const postIds: number[] = (
    await db('collection_posts')
      .where('collection_id', id)
      .orderBy('position')
      .pluck('post_id')
  ).map(Number);
  collection.posts = await postsByIds(db, postIds, caller);
  return collection;
}

export async function createCollection(
  db: Knex,
  input: CollectionRequest,
  caller: Caller,
) {
  await assertAttachmentsExist(db, input.images);
  const result = await db('collections')
    .insert({
      title: input.title,
      description: input.description ?? null,
      owner: caller.userRef,
      created: nowIso(),
      header_image: input.headerImage ?? null,
      images: JSON.stringify(input.images ?? []),
    })
    .returning('id');
  return insertedId(result);
}

export async function updateCollection(
  db: Knex,
  id: number,
  input: CollectionRequest,
  caller: Caller,
) {
  await editableCollection(db, id, caller);
  await assertAttachmentsExist(db, input.images);
  await db('collections')
    .where('id', id)
    .update({
      title: input.title,
      description: input.description ?? null,
      header_image: input.headerImage ?? null,
      images: JSON.stringify(input.images ?? []),
      updated: nowIso(),
    });
}

export async function deleteCollection(db: Knex, id: number, caller: Caller) {
  await writeTransaction(db, async trx => {
    await editableCollection(trx, id, caller);
    // Explicit deletes: SQLite only cascades when foreign keys are enabled.
    await trx('collection_posts').where('collection_id', id).delete();
    await trx('collection_followers').where('collection_id', id).delete();
    await trx('collections').where('id', id).delete();
  });
}

export async function setCollectionFollow(
  db: Knex,
  id: number,
  follow: boolean,
  caller: Caller,
) {
  const row = await collectionRow(db, id);
  // As with users (stores/follows.ts): the owner sees their own changes
  // already. Unfollowing stays possible, so an older follow can be undone.
  if (follow && normalRef(row.owner) === caller.userRef)
    throw badRequest('You cannot follow your own collection', 'id');
  const match = { collection_id: id, user_ref: caller.userRef };
  if (follow) {
    await db('collection_followers')
      .insert(match)
      .onConflict(['collection_id', 'user_ref'])
      .ignore();
  } else {
    await db('collection_followers').where(match).delete();
  }
}

/** The collections the caller follows, newest first. */
export async function followedCollections(db: Knex, caller: Caller) {
  const readable = readFilterOf(caller);
  const rows = await db('collections')
    .join(
      'collection_followers',
      'collection_followers.collection_id',
      'collections.id',
    )
    .where('collection_followers.user_ref', caller.userRef)
    .orderBy('collections.created', 'desc')
    .select('collections.*');
  const collections = await serializeCollections(db, rows, caller, readable);
  return { collections, count: collections.length };
}
