import { normalRef } from '../domain/refs';
import type { Knex } from 'knex';
import type { EntityStats } from '@agora/contract';
import { NotFoundError } from '@backstage/errors';
import { numOf } from './dbValues';
import { countRows, whereContains } from './listHelpers';
import type { Caller } from '../domain/caller';
import {
  ENTITY_DIRECTORY,
  readerScopeOf,
  whereReaderSeesAny,
  withReaderCounts,
  type ReaderScope,
} from './readerCounts';

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
 * Every entity referenced by an active post the reader may read or followed
 * by someone, with its active-post counts per type (kept on write in
 * `entity_counts`, stores/counters/directoryCounts.ts; the reader's from
 * stores/readerCounts.ts) and follower counts.
 */
function entitiesWithCounts(db: Knex, scope: ReaderScope) {
  const refs = db('entity_counts')
    .where('posts', '>', 0)
    .select('entity_ref')
    .union(db('entity_followers').select('entity_ref'));
  const followers = db('entity_followers')
    .groupBy('entity_ref')
    .select('entity_ref', db.raw('count(*) as "followerCount"'));
  const qb = db
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
  if (scope.kind === 'kept') return qb;
  // Followed entities stay, with their counts.
  return qb.where(inner =>
    whereReaderSeesAny(
      db,
      inner,
      ENTITY_DIRECTORY,
      scope,
      'e.entity_ref',
      'pc.posts',
    ).orWhereRaw('coalesce(fc."followerCount", 0) > 0'),
  );
}

const readerCounts = (db: Knex, scope: ReaderScope, rows: any[]) =>
  withReaderCounts(db, ENTITY_DIRECTORY, scope, rows, r => r.entityRef);

const toEntity = (r: any): EntityStats => ({
  id: entityIdOf(r.entityRef),
  entityRef: r.entityRef,
  postsCount: numOf(r.postsCount),
  questionsCount: numOf(r.questionsCount),
  articlesCount: numOf(r.articlesCount),
  linksCount: numOf(r.linksCount),
  followerCount: numOf(r.followerCount),
});

export async function listEntities(
  db: Knex,
  q: EntityListQuery,
  caller: Caller,
) {
  const scope = await readerScopeOf(db, caller);
  const qb = entitiesWithCounts(db, scope);
  whereContains(qb, 'e.entity_ref', q.searchQuery);
  const total = await countRows(db, qb);
  qb.orderBy(q.orderBy, q.order);
  if (q.orderBy !== 'entityRef') qb.orderBy('entityRef', 'asc');
  // The postsCount order is the kept counts' (docs/permissions.md).
  const rows = await qb.limit(q.limit).offset(q.offset);
  return {
    entities: (await readerCounts(db, scope, rows)).map(toEntity),
    total,
  };
}

/** Entity refs are compared case-insensitively, as the Backstage catalog does. */
export async function readEntity(
  db: Knex,
  entityRef: string,
  caller: Caller,
): Promise<EntityStats> {
  const scope = await readerScopeOf(db, caller);
  // Refs are stored lower-cased (normalRef), so a plain match can use the index.
  const rows = await entitiesWithCounts(db, scope).where(
    'e.entity_ref',
    normalRef(entityRef),
  );
  if (rows.length === 0) throw new NotFoundError('Entity not found');
  return toEntity((await readerCounts(db, scope, rows))[0]);
}

/** Entities with active posts the reader may read and how many, most referenced first. */
export async function entityLinks(db: Knex, caller: Caller) {
  const scope = await readerScopeOf(db, caller);
  const kept = db('entity_counts as pc')
    .where('pc.posts', '>', 0)
    .select('pc.entity_ref as entityRef', 'pc.posts as postsCount');
  whereReaderSeesAny(
    db,
    kept,
    ENTITY_DIRECTORY,
    scope,
    'pc.entity_ref',
    'pc.posts',
  );
  const rows = (await readerCounts(db, scope, await kept))
    .map(r => ({
      entityRef: r.entityRef as string,
      count: numOf(r.postsCount),
    }))
    .filter(r => r.count > 0)
    .sort(
      (a, b) =>
        b.count - a.count ||
        Number(a.entityRef > b.entityRef) - Number(a.entityRef < b.entityRef),
    );
  return { entities: rows };
}
