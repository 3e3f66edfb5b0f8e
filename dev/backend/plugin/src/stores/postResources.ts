import type { Knex } from 'knex';
import { linksOfPosts } from './postLinks';
import type { PostRow } from '../domain/rows';
import type { PostType } from '@agora/contract';
import type { PostJudge, PostPermission } from '../domain/rights';
import {
  type AgoraPostResource,
  postIdOfResourceRef,
} from '../permissions/postResource';

/** The rules' view of a post, from its row and its tags and entities. */
export const postResourceOf = (
  row: PostRow,
  tags: string[],
  entities: string[],
): AgoraPostResource => ({
  id: Number(row.id),
  type: row.type as PostType,
  author: row.author,
  tags,
  entities,
});

/** Posts rows as the rules see them, with their tags and entities, by id. */
export async function postResourcesOf(
  db: Knex,
  rows: PostRow[],
): Promise<Map<number, AgoraPostResource>> {
  const ids = rows.map(row => Number(row.id));
  const { tags, entities } = await linksOfPosts(db, ids);
  return new Map(
    rows.map(row => {
      const id = Number(row.id);
      const resource = postResourceOf(
        row,
        tags.get(id) ?? [],
        entities.get(id) ?? [],
      );
      return [id, resource];
    }),
  );
}

/**
 * The permission framework's `getResources`: `agora-post:<id>` refs to
 * posts, in the order asked, undefined for malformed refs and unknown posts.
 * Deleted posts are returned too; whether a reader sees those is Agora's
 * status rule, not the policy's.
 */
export async function loadPostResources(
  db: Knex,
  refs: string[],
): Promise<Array<AgoraPostResource | undefined>> {
  const ids = refs
    .map(postIdOfResourceRef)
    .filter((id): id is number => id !== undefined);
  const rows: PostRow[] = ids.length
    ? await db('posts').whereIn('id', ids)
    : [];
  const byId = await postResourcesOf(db, rows);
  return refs.map(ref => {
    const id = postIdOfResourceRef(ref);
    return id === undefined ? undefined : byId.get(id);
  });
}

/**
 * The rules' view of the posts `ids`, loaded (one query for the rows, two
 * for tags and entities) only when one of `permissions` is conditional.
 */
export async function postResourcesFor(
  db: Knex,
  judge: PostJudge,
  permissions: readonly PostPermission[],
  ids: number[],
): Promise<Map<number, AgoraPostResource>> {
  if (ids.length === 0 || !permissions.some(p => judge.isConditional(p)))
    return new Map();
  const rows: PostRow[] = await db('posts').whereIn('id', [...new Set(ids)]);
  return postResourcesOf(db, rows);
}

/**
 * The judge's answer on one loaded (in writes: locked) post row for an item
 * by `author`, reading the post's tags and entities through `db` (the
 * store's transaction) only for a conditional decision.
 */
export async function judgePostRow(
  db: Knex,
  judge: PostJudge,
  permission: PostPermission,
  row: PostRow,
  author: string = row.author,
): Promise<boolean> {
  const post = judge.isConditional(permission)
    ? (await postResourcesOf(db, [row])).get(Number(row.id))
    : undefined;
  return judge.allows(permission, author, post);
}
