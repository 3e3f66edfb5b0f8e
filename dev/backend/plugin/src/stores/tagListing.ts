import type { Knex } from 'knex';
import { numOf } from './dbValues';
import type { OpenPager } from './openFirst';
import { filtersOnly, type PostFilter } from './postQuery';

/** A posts query answered from `post_tags` alone: its count and, in created order, its page. */
export interface TagListing {
  total(): Promise<number>;
  /** Undefined when the order needs `posts` columns. */
  pageIds?: OpenPager;
}

/**
 * A tag page ("posts tagged X", newest first) counted and paged from the
 * `(tag_id, status, created, post_id)` index of `post_tags`, which holds copies
 * of the post's status and creation time (migrations/001_initial.ts), instead
 * of checking the status of every tagged post in `posts`: for a tag on 20 % of
 * 100k posts that check made PostgreSQL read ~20,000 post rows per page
 * (docs/performance.md). Same rows and order as filteredPosts/orderPosts —
 * `stores/tagListing.test.ts` compares the two.
 *
 * Only for queries filtering by tags (and status) and nothing else; returns
 * undefined for every other query.
 */
export async function tagListing(
  db: Knex,
  q: PostFilter,
): Promise<TagListing | undefined> {
  if (!q.tags?.length || !filtersOnly(q, ['tags', 'tagsRelation']))
    return undefined;
  const names = [...new Set(q.tags.map(t => t.toLocaleLowerCase('en-US')))];
  const tagIds: number[] = (
    await db('tags').whereIn('tag', names).pluck('id')
  ).map(Number);
  const all = (q.tagsRelation ?? 'and') === 'and';
  // Every tag must exist for an "and" to match anything.
  if (tagIds.length === 0 || (all && tagIds.length < names.length)) {
    return { total: async () => 0, pageIds: async () => [] };
  }

  // One row per matching post; a post carries each tag once (primary key),
  // so "has every tag" is "has as many of them as were asked for".
  const matching = () => {
    const qb = db('post_tags')
      .where('post_tags.status', q.status ?? 'active')
      .select('post_tags.post_id', 'post_tags.created');
    if (tagIds.length === 1) return qb.where('post_tags.tag_id', tagIds[0]);
    qb.whereIn('post_tags.tag_id', tagIds).groupBy(
      'post_tags.post_id',
      'post_tags.created',
    );
    if (all) qb.havingRaw('COUNT(*) = ?', [tagIds.length]);
    return qb;
  };

  const listing: TagListing = {
    total: async () => {
      const row = await db
        .from(matching().as('matching'))
        .count({ total: '*' })
        .first();
      return numOf(row?.total);
    },
  };
  if ((q.orderBy ?? 'created') === 'created') {
    const order = q.order ?? 'desc';
    listing.pageIds = async (without, limit, offset) => {
      const rows = await matching()
        .whereNotIn('post_tags.post_id', without)
        .orderBy('post_tags.created', order)
        .orderBy('post_tags.post_id', order)
        .limit(limit)
        .offset(offset);
      return rows.map(row => Number(row.post_id));
    };
  }
  return listing;
}
