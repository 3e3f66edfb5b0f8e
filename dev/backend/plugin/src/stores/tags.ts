import type { Knex } from 'knex';
import { normalRef } from '../domain/refs';
import type { Tag } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { allowsBasic } from '../domain/callerRights';
import { ConflictError, NotFoundError } from '@backstage/errors';
import {
  agoraTagDeletePermission,
  agoraTagEditPermission,
  zId,
} from '@agora/contract';
import { insertedId, nowIso, numOf } from './dbValues';
import { countRows, whereContains } from './listHelpers';
import { indexPosts } from './searchIndex';
import { writeTransaction } from './transactions';
import { tagCreated, tagDeleted } from './counters/activityEvents';
import {
  readerScopeOf,
  TAG_DIRECTORY,
  whereReaderSeesAny,
  withReaderCounts,
  type ReaderScope,
} from './readerCounts';

export interface TagListQuery {
  limit: number;
  offset: number;
  orderBy: 'postsCount' | 'tag' | 'followerCount';
  order: 'asc' | 'desc';
  searchQuery?: string;
  /** Only tags this user follows. */
  followedBy?: string;
}

/**
 * Tags with their active-post counts per type (kept on write in
 * `tag_counts`, stores/counters/directoryCounts.ts) and follower counts,
 * leaving out tags that only posts the reader may not read carry
 * (stores/readerCounts.ts).
 */
function tagsWithCounts(db: Knex, scope: ReaderScope) {
  const followers = db('tag_followers')
    .groupBy('tag_id')
    .select('tag_id', db.raw('count(*) as "followerCount"'));
  const qb = db('tags as t')
    .leftJoin('tag_counts as pc', 'pc.tag_id', 't.id')
    .leftJoin(followers.as('fc'), 'fc.tag_id', 't.id')
    .select(
      't.id',
      't.tag',
      't.description',
      db.raw('coalesce(pc.posts, 0) as "postsCount"'),
      db.raw('coalesce(pc.questions, 0) as "questionsCount"'),
      db.raw('coalesce(pc.articles, 0) as "articlesCount"'),
      db.raw('coalesce(pc.links, 0) as "linksCount"'),
      db.raw('coalesce(fc."followerCount", 0) as "followerCount"'),
    );
  return whereReaderSeesAny(db, qb, TAG_DIRECTORY, scope, 't.id', 'pc.posts');
}

/** Rows of {@link tagsWithCounts} → tags, with the reader's counts. */
async function toTags(
  db: Knex,
  keptRows: any[],
  caller: Caller,
  scope: ReaderScope,
): Promise<Tag[]> {
  const rows = await withReaderCounts(db, TAG_DIRECTORY, scope, keptRows, r =>
    Number(r.id),
  );
  const ids = rows.map(r => Number(r.id));
  const experts = new Map<number, string[]>();
  if (ids.length > 0) {
    const expertRows = await db('tag_experts')
      .whereIn('tag_id', ids)
      .orderBy('user_ref');
    for (const e of expertRows) {
      const id = Number(e.tag_id);
      experts.set(id, [...(experts.get(id) ?? []), e.user_ref]);
    }
  }
  return rows.map(r => ({
    id: Number(r.id),
    tag: r.tag,
    ...(r.description ? { description: r.description } : {}),
    experts: experts.get(Number(r.id)) ?? [],
    postsCount: numOf(r.postsCount),
    questionsCount: numOf(r.questionsCount),
    articlesCount: numOf(r.articlesCount),
    linksCount: numOf(r.linksCount),
    followerCount: numOf(r.followerCount),
    // Moderators' without a policy (docs/api.md, Tags).
    canEdit: allowsBasic(caller, agoraTagEditPermission),
    canDelete: allowsBasic(caller, agoraTagDeletePermission),
  }));
}

export async function listTags(db: Knex, q: TagListQuery, caller: Caller) {
  const scope = await readerScopeOf(db, caller);
  const qb = tagsWithCounts(db, scope);
  whereContains(qb, 't.tag', q.searchQuery);
  if (q.followedBy) {
    qb.whereIn(
      't.id',
      db('tag_followers').where('user_ref', q.followedBy).select('tag_id'),
    );
  }
  const total = await countRows(db, qb);
  // Ties are broken by name so pages never overlap. The postsCount order is
  // the kept counts' (docs/permissions.md, "What is and is not filtered per reader").
  qb.orderBy(q.orderBy, q.order);
  if (q.orderBy !== 'tag') qb.orderBy('t.tag', 'asc');
  const rows = await qb.limit(q.limit).offset(q.offset);
  return { tags: await toTags(db, rows, caller, scope), total };
}

/** By name first (names may be digits, e.g. `2024`), then by numeric id. */
export async function tagIdOf(db: Knex, idOrName: string): Promise<number> {
  const byName = await db('tags')
    .where('tag', idOrName.toLocaleLowerCase('en-US'))
    .first('id');
  if (byName) return Number(byName.id);
  // Only canonical ids (`016` is no id), which an integer column can hold.
  const id = zId.safeParse(idOrName);
  if (id.success) {
    const byId = await db('tags').where('id', id.data).first('id');
    if (byId) return Number(byId.id);
  }
  throw new NotFoundError('Tag not found');
}

export async function readTag(
  db: Knex,
  id: number,
  caller: Caller,
): Promise<Tag> {
  const scope = await readerScopeOf(db, caller);
  const rows = await tagsWithCounts(db, scope).where('t.id', id);
  if (rows.length === 0) throw new NotFoundError('Tag not found');
  return (await toTags(db, rows, caller, scope))[0];
}

async function setExperts(
  trx: Knex.Transaction,
  tagId: number,
  experts: string[],
) {
  await trx('tag_experts').where('tag_id', tagId).delete();
  if (experts.length > 0) {
    await trx('tag_experts').insert(
      [...new Set(experts.map(normalRef))].map(user_ref => ({
        tag_id: tagId,
        user_ref,
      })),
    );
  }
}

export interface TagChanges {
  description?: string;
  experts?: string[];
}

export async function createTag(db: Knex, tag: string, changes: TagChanges) {
  return writeTransaction(db, async trx => {
    if (await trx('tags').where('tag', tag).first('id')) {
      throw new ConflictError(`Tag ${tag} already exists`);
    }
    const id = insertedId(
      await trx('tags')
        .insert({
          tag,
          description: changes.description ?? null,
          created: nowIso(),
        })
        .returning('id'),
    );
    await setExperts(trx, id, changes.experts ?? []);
    await tagCreated(trx);
    return id;
  });
}

/** Absent fields are kept; an empty description clears it. */
export async function updateTag(db: Knex, id: number, changes: TagChanges) {
  await writeTransaction(db, async trx => {
    if (changes.description !== undefined) {
      await trx('tags')
        .where('id', id)
        .update({ description: changes.description || null });
    }
    if (changes.experts !== undefined)
      await setExperts(trx, id, changes.experts);
  });
}

/**
 * Removes the tag from every post and re-indexes those posts, whose search
 * words included the tag's. Children are deleted explicitly because SQLite
 * does not enforce the schema's ON DELETE CASCADE unless asked to.
 */
export async function deleteTag(db: Knex, id: number) {
  await writeTransaction(db, async trx => {
    const postIds = (
      await trx('post_tags').where('tag_id', id).pluck('post_id')
    ).map(Number);
    const tag = await trx('tags').where('id', id).first('created');
    for (const table of ['post_tags', 'tag_experts', 'tag_followers']) {
      await trx(table).where('tag_id', id).delete();
    }
    await trx('tags').where('id', id).delete();
    await tagDeleted(trx, id, tag?.created);
    await indexPosts(trx, postIds);
  });
}

/**
 * Existing tags named in a text: single words and runs of up to three words
 * joined by `-` (so "React Native" finds `react-native`), most used first.
 */
export async function suggestTags(
  db: Knex,
  text: string,
  caller: Caller,
  max = 5,
): Promise<string[]> {
  const scope = await readerScopeOf(db, caller);
  const words =
    text
      .toLocaleLowerCase('en-US')
      .match(/[a-z0-9+#]+(?:[-_.][a-z0-9+#]+)*/g) ?? [];
  const candidates = new Set<string>();
  for (let i = 0; i < words.length && candidates.size < 3000; i++) {
    candidates.add(words[i]);
    if (i + 1 < words.length) candidates.add(`${words[i]}-${words[i + 1]}`);
    if (i + 2 < words.length)
      candidates.add(`${words[i]}-${words[i + 1]}-${words[i + 2]}`);
  }
  const list = [...candidates].filter(c => c.length <= 50);
  const found: { tag: string; uses: number }[] = [];
  // Chunked to stay far below SQLite's bound-parameter limit.
  for (let i = 0; i < list.length; i += 500) {
    const qb = db('tags as t')
      .leftJoin('post_tags as pt', 'pt.tag_id', 't.id')
      .leftJoin('tag_counts as pc', 'pc.tag_id', 't.id')
      .whereIn('t.tag', list.slice(i, i + 500));
    // Not a tag that only posts the caller may not read carry.
    whereReaderSeesAny(db, qb, TAG_DIRECTORY, scope, 't.id', 'pc.posts');
    const rows = await qb
      .groupBy('t.tag')
      .select('t.tag', db.raw('count(pt.post_id) as uses'));
    found.push(
      ...rows.map(r => ({ tag: r.tag as string, uses: numOf(r.uses) })),
    );
  }
  found.sort((a, b) => b.uses - a.uses || a.tag.localeCompare(b.tag));
  return found.slice(0, max).map(f => f.tag);
}
