import type { Knex } from 'knex';
import { effectiveOrderBy, orderPosts, type PostFilter } from './postQuery';

/**
 * Lists put current content first: a question closed as a duplicate (of an
 * active original) and a post whose last review says "outdated" come after
 * every other match, each part in the list's own order (docs/api.md,
 * "Duplicates" and "Reviews").
 *
 * Those posts are few and sit in two small tables, so the page is cut
 * without giving up the index walks of the pagers (docs/performance.md):
 * the pager runs with the few matching ones excluded, and when its part
 * runs out the page goes on into the few, sorted on their own.
 */

/** Pages the open posts of a list, leaving out `without`. */
export type OpenPager = (
  without: number[],
  limit: number,
  offset: number,
) => Promise<number[]>;

/** Lists kept in an order of their own (a collection's ranks, deletions, closures) are not split. */
function splits(q: PostFilter): boolean {
  const orderBy = effectiveOrderBy(q);
  return (
    orderBy !== 'rank' &&
    orderBy !== 'deleted' &&
    (q.status ?? 'active') === 'active' &&
    !q.closedAsDuplicate
  );
}

/** Every post that lists show last: closed as a duplicate of an active post, or last reviewed outdated. */
export async function lowerRankedIds(db: Knex): Promise<number[]> {
  const rows = await db('post_duplicates')
    .join('posts as originals', 'originals.id', 'post_duplicates.original_id')
    .where('originals.status', 'active')
    .select('post_duplicates.post_id')
    .union(q =>
      q
        .from('post_reviews')
        .where('post_reviews.verdict', 'outdated')
        .select('post_reviews.post_id'),
    );
  return rows.map(row => Number(row.post_id));
}

/**
 * One page of `query` with the lower-ranked posts last. `base` is the
 * query's filter over `posts`, `total` its exact count, and `page` the
 * list's pager for the rest.
 */
export async function openFirstPageIds(
  db: Knex,
  base: Knex.QueryBuilder,
  query: PostFilter,
  total: number,
  page: OpenPager,
): Promise<number[]> {
  const limit = query.limit ?? 10;
  const offset = query.offset ?? 0;
  const lower = splits(query) ? await lowerRankedIds(db) : [];
  if (lower.length === 0) return page([], limit, offset);
  const matching = base
    .clone()
    .clearSelect()
    .whereIn('posts.id', lower)
    .select('posts.id');
  orderPosts(matching, query);
  const last = (await matching).map((row: { id: unknown }) => Number(row.id));
  if (last.length === 0) return page([], limit, offset);

  const openTotal = total - last.length;
  const open = offset < openTotal ? await page(last, limit, offset) : [];
  if (open.length >= limit) return open;
  const from = Math.max(0, offset - openTotal);
  return [...open, ...last.slice(from, from + limit - open.length)];
}
