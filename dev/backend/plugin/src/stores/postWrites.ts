import type { Knex } from 'knex';
import {
  agoraPostDeletePermission,
  agoraPostEditPermission,
  type PostType,
  type QuestionMinimums,
} from '@agora/contract';
import type { Caller } from '../domain/caller';
import { NotAllowedError } from '@backstage/errors';
import { badRequest } from '../domain/errors';
import { refuseShortQuestion } from '../domain/questionRules';
import { insertedId, nowIso } from './dbValues';
import { mayChange } from './itemRights';
import { setPostEntities, setPostTags } from './postLinks';
import { postFacts, type PostFacts } from './postFacts';
import { indexPosts, unindexPost } from './searchIndex';
import { resequenceCollections } from './collectionPosts';
import { assertAttachmentsExist } from './attachments';
import { lockedPostRow, writeTransaction } from './transactions';
import {
  addRevision,
  nextRevision,
  postSnapshot,
  type RevisionNote,
  type Snapshot,
} from './revisions';
import {
  postCreated,
  postEdited,
  postPurged,
  postStatusChanged,
} from './counters/postEvents';

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
  return writeTransaction(db, async trx => {
    await assertAttachmentsExist(trx, input.images);
    const created = nowIso();
    const result = await trx('posts')
      .insert({
        type: input.type,
        title: input.title,
        content: input.content,
        author: caller.userRef,
        anonymous: input.anonymous,
        created,
        last_activity: created,
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
    await postCreated(trx, { id, type: input.type }, caller.userRef);
    return id;
  });
}

/**
 * Edits a post (author or moderator), storing the version it leaves as the
 * post's next revision (stores/revisions.ts). The type and anonymity never
 * change. With `minimums`, a question's title and content must reach them
 * where the edit changes them (a restore of a revision passes none: it
 * brings back text the post had).
 */
export async function updatePost(
  db: Knex,
  id: number,
  input: Omit<PostInput, 'type' | 'anonymous'>,
  caller: Caller,
  note: RevisionNote = {},
  minimums?: QuestionMinimums,
): Promise<{ before: string; author: string }> {
  return writeTransaction(db, async trx => {
    const row = await lockedPostRow(trx, id, caller);
    if (!(await mayChange(trx, caller, agoraPostEditPermission, row)))
      throw new NotAllowedError(
        'Only the author or a moderator can edit this post',
      );
    if (row.type === 'link' && !input.url)
      throw badRequest('A link needs an http(s) url', 'url');
    if (row.type !== 'link' && !input.content.trim())
      throw badRequest('Content is required', 'content');
    if (minimums)
      refuseShortQuestion(row.type, input, minimums, {
        title: String(row.title),
        content: String(row.content),
      });
    await assertAttachmentsExist(trx, input.images);
    const item = { postId: id, answerId: 0 };
    const revision = await nextRevision(trx, item, row, () =>
      postSnapshot(trx, row),
    );
    await postEdited(trx, id, async () => {
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
    });
    // The version the edit leaves is what it wrote.
    const after: Snapshot = {
      title: input.title,
      content: input.content,
      tags: input.tags,
      entities: input.entities,
      headerImage: input.headerImage,
      url: row.type === 'link' ? input.url : undefined,
      images: input.images,
    };
    await addRevision(trx, item, revision, after, caller, note);
    // What it said before, for the mentions the edit adds (notify/), and
    // whose it is, for the audit of moderators' edits (audit/).
    return { before: String(row.content), author: String(row.author) };
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
  await writeTransaction(db, async trx => {
    const row = await lockedPostRow(trx, id, caller);
    if (!(await mayChange(trx, caller, agoraPostDeletePermission, row)))
      throw new NotAllowedError(
        'Only the author or a moderator can delete this post',
      );
    const change = { id, type: row.type, from: row.status, to: 'deleted' };
    await postStatusChanged(trx, change, () =>
      trx('posts')
        .where('id', id)
        .update({
          status: 'deleted',
          delete_reason: reason ?? null,
          deleted_by: caller.userRef,
          deleted_at: nowIso(),
        }),
    );
  });
}

/** Tables whose rows belong to one post by `post_id`, removed with it. */
const POST_TABLES = [
  'comments',
  'post_votes',
  'post_views',
  'post_clicks',
  'post_favorites',
  'post_followers',
  'post_tags',
  'post_entities',
  'collection_posts',
  'revisions',
  'post_duplicates',
  'post_reviews',
  'flags',
  'flag_hidden',
] as const;

/**
 * Removes a post for good (moderators only), deleted or not, with
 * everything hanging off it, in one transaction. Explicit deletes rather
 * than the schema's cascades: SQLite enforces foreign keys only when the
 * connection turns them on.
 */
export async function purgePost(
  db: Knex,
  id: number,
  caller: Caller,
): Promise<PostFacts> {
  if (!caller.isModerator)
    throw new NotAllowedError('Only moderators can delete posts permanently');
  return writeTransaction(db, async trx => {
    const row = await lockedPostRow(trx, id, caller, 'moderate');
    // What listeners of the purge may tell of it (writes/), read while it exists.
    const facts = (await postFacts(trx, id))!;
    const collectionIds = (
      await trx('collection_posts').where('post_id', id).pluck('collection_id')
    ).map(Number);
    await postPurged(
      trx,
      { id, type: row.type, status: row.status },
      async () => {
        await trx('answer_votes')
          .whereIn(
            'answer_id',
            trx('answers').where('post_id', id).select('id'),
          )
          .delete();
        // Comments go first: answer comments reference the answers.
        for (const table of POST_TABLES) {
          await trx(table).where('post_id', id).delete();
        }
        await trx('answers').where('post_id', id).delete();
        await unindexPost(trx, id);
        // Its duplicates reopen: their original is gone.
        await trx('post_duplicates').where('original_id', id).delete();
        await trx('ai_answers')
          .where('cache_key', 'like', `question:${id}:%`)
          .orWhere('cache_key', 'like', `article:${id}:%`)
          .delete();
        await trx('posts').where('id', id).delete();
      },
    );
    await resequenceCollections(trx, collectionIds);
    return facts;
  });
}

export async function restorePost(db: Knex, id: number, caller: Caller) {
  if (!caller.isModerator)
    throw new NotAllowedError('Only moderators can restore posts');
  await writeTransaction(db, async trx => {
    const row = await lockedPostRow(trx, id, caller, 'moderate');
    if (row.status !== 'deleted')
      throw badRequest('The post is not deleted', 'id');
    const change = { id, type: row.type, from: row.status, to: 'active' };
    await postStatusChanged(trx, change, () =>
      trx('posts').where('id', id).update({
        status: 'active',
        delete_reason: null,
        deleted_by: null,
        deleted_at: null,
      }),
    );
  });
}
