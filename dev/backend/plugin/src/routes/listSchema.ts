import { z } from 'zod';
import { LIMITS } from '@agora/contract';
import { zLimit, zOffset, zOrder } from '../service/validation';
import { opt } from './postsSchema';

/**
 * The shared query of the tags, entities and users lists (contract "Query
 * semantics"): paging, one of the domain's sort keys, and a name search.
 */
export const listQuery = <K extends string>(orderBys: readonly [K, ...K[]], dflt: K) =>
  z.object({
    limit: zLimit(LIMITS.maxPageSize, LIMITS.defaultPageSize),
    offset: zOffset,
    orderBy: opt(z.enum(orderBys)).transform(v => v ?? dflt),
    order: opt(zOrder).transform(v => v ?? 'desc'),
    searchQuery: opt(z.string().trim().max(255)),
  });

/** A `user:namespace/name` ref (also `user:name`). */
export const zUserRef = z
  .string()
  .trim()
  .max(255)
  .regex(/^user:([^\s:/]+\/)?[^\s:/]+$/i, 'Expected a user ref like user:default/jane');
