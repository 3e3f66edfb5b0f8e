import type { Knex } from 'knex';
import { linksOfPosts } from './postLinks';

/** What listeners of a write tell of its post (writes/, events/). */
export interface PostFacts {
  id: number;
  type: string;
  title: string;
  author: string;
  anonymous: boolean;
  tags: string[];
  entities: string[];
}

/** The post `id` whatever its status, or undefined once it is purged. */
export async function postFacts(
  db: Knex,
  id: number,
): Promise<PostFacts | undefined> {
  const row = await db('posts').where('id', id).first();
  if (!row) return undefined;
  const { tags, entities } = await linksOfPosts(db, [id]);
  return {
    id,
    type: String(row.type),
    title: String(row.title),
    author: String(row.author),
    anonymous: Boolean(row.anonymous),
    tags: tags.get(id) ?? [],
    entities: entities.get(id) ?? [],
  };
}
