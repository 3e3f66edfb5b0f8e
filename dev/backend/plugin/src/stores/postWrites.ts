import type { Knex } from 'knex';
import type { PostType } from '@agora/contract';
import type { Caller } from '../service/types';
import { NotAllowedError, NotFoundError } from '@backstage/errors';
import { badRequest } from '../service/errors';
import { insertedId, mayModify, nowIso } from './dbValues';
import {
  addStatisticsUser,
  dayOfValue,
  pruneStatisticsUsers,
  refreshDays,
  today,
} from './dailyCounts';
import { copyPostStateToTags, setPostEntities, setPostTags } from './postLinks';
import { indexPosts } from './searchIndex';
import { resequenceCollections } from './collectionPosts';
import { assertAttachmentsExist } from './attachments';
import { movePostCount } from './postCounts';
import { countsOfPost, moveDirectoryCounts } from './directoryCounts';
import {
  moveContentCounts,
  NOTHING,
  snapshotOf,
  withContentCounts,
} from './contentSnapshot';
import { visiblePostRow } from './posts';

/** A validated post payload (route schema: tags normalised, url checked). */
export interface PostInput {
  type: PostType;
  title: string;
  content: string;
  tags: string[];
  entities: string[];
  images: number[];
  anonymous: boolean;
  headerImage?: string;
  url?: string;
}

/**
 * Creates a post with its tags (new ones created), entities and search
 * words in one transaction. Bulk loaders such as the seed may call this too,
 * so search works for their posts.
 */
export async function createPost(
  db: Knex,
  input: PostInput,
  caller: Caller,
): Promise<number> {
  return db.transaction(async trx => {
    await assertAttachmentsExist(trx, input.images);
    const result = await trx('posts')
      .insert({
        type: input.type,
        title: input.title,
        content: input.content,
        author: caller.userRef,
        anonymous: input.anonymous,
        created: nowIso(),
        status: 'active',
        header_image: input.headerImage ?? null,
        url: input.type === 'link' ? (input.url ?? null) : null,
        images: JSON.stringify(input.images),
      })
      .returning('id');
    const id = insertedId(result);
    await setPostTags(trx, id, input.tags);
    await setPostEntities(trx, id, input.entities);
    await indexPosts(trx, [id]);
    await movePostCount(trx, input.type, undefined, 'active');
    await moveContentCounts(
      trx,
      NOTHING,
      await snapshotOf(trx, { post: id }, true),
    );
    await refreshDays(trx, [today()], ['tags', 'users']);
    await addStatisticsUser(trx, caller.userRef);
    return id;
  });
}

/** Edits a post (author or moderator). The type and anonymity never change. */
export async function updatePost(
  db: Knex,
  id: number,
  input: Omit<PostInput, 'type' | 'anonymous'>,
  caller: Caller,
) {
  await db.transaction(async trx => {
    const row = await visiblePostRow(trx, id, caller);
    if (!mayModify(caller, row.author))
      throw new NotAllowedError(
        'Only the author or a moderator can edit this post',
      );
    if (row.type === 'link' && !input.url)
      throw badRequest('A link needs an http(s) url', 'url');
    if (row.type !== 'link' && !input.content.trim())
      throw badRequest('Content is required', 'content');
    await assertAttachmentsExist(trx, input.images);
    const before = await countsOfPost(trx, id);
    await trx('posts')
      .where('id', id)
      .update({
        title: input.title,
        content: input.content,
        header_image: input.headerImage ?? null,
        url: row.type === 'link' ? input.url : null,
        images: JSON.stringify(input.images),
        updated: nowIso(),
        updated_by: caller.userRef,
      });
    await setPostTags(trx, id, input.tags);
    await setPostEntities(trx, id, input.entities);
    await indexPosts(trx, [id]);
    await moveDirectoryCounts(trx, before, await countsOfPost(trx, id));
    // Tags new to this edit are created today.
    await refreshDays(trx, [today()], ['tags']);
  });
}

/**
 * Soft delete with an optional reason, noting who deleted it and when; the
 * post stays restorable by moderators. Status changes run in a transaction with the copy of the
 * status on the post's tags and the post counts.
 */
export async function deletePost(
  db: Knex,
  id: number,
  reason: string | undefined,
  caller: Caller,
) {
  await db.transaction(async trx => {
    const row = await visiblePostRow(trx, id, caller);
    if (!mayModify(caller, row.author))
      throw new NotAllowedError(
        'Only the author or a moderator can delete this post',
      );
    await withContentCounts(trx, { post: id }, () =>
      trx('posts')
        .where('id', id)
        .update({
          status: 'deleted',
          delete_reason: reason ?? null,
          deleted_by: caller.userRef,
          deleted_at: nowIso(),
        }),
    );
    await copyPostStateToTags(trx, id);
    await movePostCount(trx, row.type, row.status, 'deleted');
  });
}

/** Tables whose rows belong to one post by `post_id`, removed with it. */
const POST_TABLES = [
  'comments',
  'post_votes',
  'post_views',
  'post_clicks',
  'post_favorites',
  'post_tags',
  'post_entities',
  'collection_posts',
  'post_search_words',
] as const;

/**
 * Removes a post for good (moderators only), deleted or not, with
 * everything hanging off it, in one transaction. Explicit deletes rather
 * than the schema's cascades: SQLite enforces foreign keys only when the
 * connection turns them on.
 */
export async function purgePost(db: Knex, id: number, caller: Caller) {
  if (!caller.isModerator)
    throw new NotAllowedError('Only moderators can delete posts permanently');
  await db.transaction(async trx => {
    const row = await trx('posts').where('id', id).first('type', 'status');
    if (!row) throw new NotFoundError('Post not found');
    // Who wrote what on which day: the `users` counters of those days.
    const authored = await trx('posts')
      .where('id', id)
      .select('author', 'created')
      .unionAll(trx('answers').where('post_id', id).select('author', 'created'))
      .unionAll(
        trx('comments').where('post_id', id).select('author', 'created'),
      );
    const authors = [...new Set(authored.map(r => String(r.author)))];
    const days = authored.map(r => dayOfValue(r.created));
    const collectionIds = (
      await trx('collection_posts').where('post_id', id).pluck('collection_id')
    ).map(Number);
    await withContentCounts(trx, { post: id }, async () => {
      await trx('answer_votes')
        .whereIn('answer_id', trx('answers').where('post_id', id).select('id'))
        .delete();
      // Comments go first: answer comments reference the answers.
      for (const table of POST_TABLES) {
        await trx(table).where('post_id', id).delete();
      }
      await trx('answers').where('post_id', id).delete();
      await trx('ai_answers')
        .where('cache_key', 'like', `question:${id}:%`)
        .orWhere('cache_key', 'like', `article:${id}:%`)
        .delete();
      await trx('posts').where('id', id).delete();
    });
    await movePostCount(trx, row.type, row.status, undefined);
    await refreshDays(trx, days, ['users']);
    await pruneStatisticsUsers(trx, authors);
    await resequenceCollections(trx, collectionIds);
  });
}

export async function restorePost(db: Knex, id: number, caller: Caller) {
  if (!caller.isModerator)
    throw new NotAllowedError('Only moderators can restore posts');
  await db.transaction(async trx => {
    const row = await trx('posts').where('id', id).first('status', 'type');
    if (!row) throw new NotFoundError('Post not found');
    if (row.status !== 'deleted')
      throw badRequest('The post is not deleted', 'id');
    await withContentCounts(trx, { post: id }, () =>
      trx('posts').where('id', id).update({
        status: 'active',
        delete_reason: null,
        deleted_by: null,
        deleted_at: null,
      }),
    );
    await copyPostStateToTags(trx, id);
    await movePostCount(trx, row.type, row.status, 'active');
  });
}
