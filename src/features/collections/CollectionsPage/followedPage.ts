import type {
  Collection,
  CollectionOrderBy,
  CollectionsResponse,
} from '../../../api/types';
import type { DirectoryQuery } from '../../directory';

const wordsOf = (text: string) =>
  text.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/**
 * One page of the followed collections as the directory asks for it:
 * `GET /collections/followed` answers them all, so the search (every word in
 * the title or description, as the server searches), sort and page are
 * applied here.
 */
export function followedPage(
  collections: Collection[],
  query: DirectoryQuery<CollectionOrderBy>,
): CollectionsResponse {
  const words = wordsOf(query.searchQuery ?? '');
  const matching = collections.filter(c => {
    const text = `${c.title} ${c.description ?? ''}`.toLocaleLowerCase();
    return words.every(word => text.includes(word));
  });
  const key = (c: Collection) =>
    query.orderBy === 'created' ? c.created : c[query.orderBy];
  const sign = query.order === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const byKey =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y)
        : Number(x) - Number(y);
    return sign * (byKey || a.id - b.id);
  });
  return {
    collections: sorted.slice(query.offset, query.offset + query.limit),
    total: matching.length,
  };
}
