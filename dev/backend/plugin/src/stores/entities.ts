import { normalRef } from '../service/identity';
import type { Knex } from 'knex';
import type { EntityStats } from '@agora/contract';
import { NotFoundError } from '@backstage/errors';
import { numOf } from './dbValues';
import { countRows, whereContains } from './listHelpers';

export interface EntityListQuery {
  limit: number;
  offset: number;
  orderBy: 'postsCount' | 'entityRef' | 'followerCount';
  order: 'asc' | 'desc';
  searchQuery?: string;
}

/**
 * Entities have no table of their own, so their `id` is a stable 31-bit hash
 * of the ref (FNV-1a): the same entity keeps the same id across requests.
 */
export function entityIdOf(entityRef: string): number {
  let hash = 0x811c9dc5;
  for (const ch of entityRef) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

/**
 * Every entity referenced by an active post or followed by someone, with
 * its active-post counts per type (kept on write in `entity_counts`,
 * stores/counters/directoryCounts.ts) and follower counts.
 */
function entitiesWithCounts(db: Knex) {
  const refs = db('entity_counts')
    .where('posts', '>', 0)
    .select('entity_ref')
    .union(db('entity_followers').select('entity_ref'));
  const followers = db('entity_followers')
    .groupBy('entity_ref')
    .select('entity_ref', db.raw('count(*) as "followerCount"'));
  return db
    .from(refs.as('e'))
    .leftJoin('entity_counts as pc', 'pc.entity_ref', 'e.entity_ref')
    .leftJoin(followers.as('fc'), 'fc.entity_ref', 'e.entity_ref')
    .select(
      'e.entity_ref as entityRef',
      db.raw('coalesce(pc.posts, 0) as "postsCount"'),
      db.raw('coalesce(pc.questions, 0) as "questionsCount"'),
      db.raw('coalesce(pc.articles, 0) as "articlesCount"'),
      db.raw('coalesce(pc.links, 0) as "linksCount"'),
      db.raw('coalesce(fc."followerCount", 0) as "followerCount"'),
    );
}

const toEntity = (r: any): EntityStats => ({
  id: entityIdOf(r.entityRef),
  entityRef: r.entityRef,
  postsCount: numOf(r.postsCount),
  questionsCount: numOf(r.questionsCount),
  articlesCount: numOf(r.articlesCount),
  linksCount: numOf(r.linksCount),
  followerCount: numOf(r.followerCount),
});

export async function listEntities(db: Knex, q: EntityListQuery) {
  const qb = entitiesWithCounts(db);
  whereContains(qb, 'e.entity_ref', q.searchQuery);
  const total = await countRows(db, qb);
  qb.orderBy(q.orderBy, q.order);
  if (q.orderBy !== 'entityRef') qb.orderBy('entityRef', 'asc');
  const rows = await qb.limit(q.limit).offset(q.offset);
  return { entities: rows.map(toEntity), total };
}

/** Entity refs are compared case-insensitively, as the Backstage catalog does. */
export async function readEntity(
  db: Knex,
  entityRef: string,
): Promise<EntityStats> {
  // Refs are stored lower-cased (normalRef), so a plain match can use the index.
  const rows = await entitiesWithCounts(db).where(
    'e.entity_ref',
    normalRef(entityRef),
  );
  if (rows.length === 0) throw new NotFoundError('Entity not found');
  return toEntity(rows[0]);
}

/** Entities with active posts and how many, most referenced first. */
export async function entityLinks(db: Knex) {
  const rows = await db('entity_counts')
    .where('posts', '>', 0)
    .select('entity_ref as entityRef', 'posts as count')
    .orderBy([
      { column: 'count', order: 'desc' },
      { column: 'entityRef', order: 'asc' },
    ]);
  return {
    entities: rows.map(r => ({
      entityRef: r.entityRef as string,
      count: numOf(r.count),
    })),
  };
}
