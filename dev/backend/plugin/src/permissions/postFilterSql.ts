import type { Knex } from 'knex';
import {
  AuthorizeResult,
  type PermissionCriteria,
} from '@backstage/plugin-permission-common';
import {
  isAndCriteria,
  isNotCriteria,
  isOrCriteria,
} from '@backstage/plugin-permission-node';
import type { AgoraPostFilter, PostReadFilter } from '../domain/rights';

/**
 * Adds a permission criteria tree to a query over `posts` as one WHERE group:
 * allOf → AND, anyOf → OR, not → NOT, and each rule's filter as a column test
 * or an EXISTS subquery. `postsTable` is the name or alias the query gives
 * `posts`. Subqueries alias their tables (`perm_*`), so a query that already
 * joins `post_tags` or `post_entities` is not confused.
 */
export function wherePostCriteria(
  qb: Knex.QueryBuilder,
  criteria: PermissionCriteria<AgoraPostFilter>,
  postsTable = 'posts',
): Knex.QueryBuilder {
  return qb.where(inner => addCriteria(inner, criteria, postsTable));
}

function addCriteria(
  qb: Knex.QueryBuilder,
  criteria: PermissionCriteria<AgoraPostFilter>,
  posts: string,
) {
  if (isAndCriteria(criteria)) {
    // An empty allOf holds for every post (no condition to fail).
    for (const child of criteria.allOf)
      qb.where(inner => addCriteria(inner, child, posts));
  } else if (isOrCriteria(criteria)) {
    // An empty anyOf holds for none.
    if (criteria.anyOf.length === 0) qb.whereRaw('1 = 0');
    for (const child of criteria.anyOf)
      qb.orWhere(inner => addCriteria(inner, child, posts));
  } else if (isNotCriteria(criteria)) {
    qb.whereNot(inner => addCriteria(inner, criteria.not, posts));
  } else {
    addFilter(qb, criteria, posts);
  }
}

function addFilter(
  qb: Knex.QueryBuilder,
  filter: AgoraPostFilter,
  posts: string,
) {
  // An empty list matches nothing; knex's whereIn([]) says so as `1 = 0`.
  switch (filter.property) {
    case 'author':
      qb.whereIn(`${posts}.author`, filter.values);
      return;
    case 'type':
      qb.whereIn(`${posts}.type`, filter.values);
      return;
    case 'tag':
      qb.whereExists(sub =>
        sub
          .select('perm_pt.post_id')
          .from('post_tags as perm_pt')
          .join('tags as perm_t', 'perm_t.id', 'perm_pt.tag_id')
          .whereRaw('?? = ??', ['perm_pt.post_id', `${posts}.id`])
          .whereIn('perm_t.tag', filter.values),
      );
      return;
    case 'entity':
      qb.whereExists(sub =>
        sub
          .select('perm_pe.post_id')
          .from('post_entities as perm_pe')
          .whereRaw('?? = ??', ['perm_pe.post_id', `${posts}.id`])
          .whereIn('perm_pe.entity_ref', filter.values),
      );
      return;
    default: {
      // A filter this code does not know must not widen what a reader sees.
      const unknown: never = filter;
      throw new Error(`Unknown post filter ${JSON.stringify(unknown)}`);
    }
  }
}

/** Whether `filter` lets the reader see every post (no SQL to add). */
export const isReadAll = (filter: PostReadFilter) =>
  filter.result === AuthorizeResult.ALLOW;

/**
 * Limits a query over `posts` (or its alias `postsTable`) to what a
 * {@link PostReadFilter} lets the reader see.
 */
export function restrictToReadable(
  qb: Knex.QueryBuilder,
  filter: PostReadFilter,
  postsTable = 'posts',
): Knex.QueryBuilder {
  if (filter.result === AuthorizeResult.ALLOW) return qb;
  if (filter.result === AuthorizeResult.DENY) return qb.whereRaw('1 = 0');
  return wherePostCriteria(qb, filter.criteria, postsTable);
}
