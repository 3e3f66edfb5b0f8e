import type { Knex } from 'knex';
import { numOf } from './dbValues';
import { filtersOnly, type PostFilter } from './postQuery';
import { prefixUpperBound, searchWordsOf } from './searchIndex';

/**
 * Up to this many matches, a plain search's page on PostgreSQL is sorted
 * from the matching ids themselves: for a few hundred matches among 100k
 * posts, PostgreSQL plans the general page as hash joins over every active
 * post (20-30 ms idle, 70-80 ms on a busy machine), while the second pass
 * over the posting lists costs ~10 ms. SQLite walks its `(status, created,
 * id)` index against the lists in under 10 ms, cheaper than that second
 * pass, so it keeps the general page (docs/performance.md, fix 7).
 */
export const FEW_MATCHES = 2000;

const fewMatchesFor = (db: Knex) =>
  db.client.config.client === 'pg' ? FEW_MATCHES : 0;

/** A plain search answered from the search index: its total and, when few, every matching id. */
export interface SearchListing {
  total: number;
  /** Every matching post, when there are at most `few` (see {@link FEW_MATCHES}). */
  ids?: number[];
}

/**
 * A plain search (search words, status, nothing else) counted from the
 * search index: the posts having every word — the intersection of the
 * words' posting lists — minus those whose status is another one.
 *
 * The general count joins every matching id to `posts` to check its status,
 * which for broad queries means hashing or probing ~99,000 active posts on
 * top of the posting lists; excluding the ~1 % of posts with another status
 * instead gives the same exact count in a half to a third of the time on
 * both databases. For narrow searches on PostgreSQL the matching ids are
 * fetched too (see {@link FEW_MATCHES}).
 * Undefined for every other query, which the general query answers.
 */
export async function searchListing(
  db: Knex,
  q: PostFilter,
  few = fewMatchesFor(db),
): Promise<SearchListing | undefined> {
  if (!q.searchQuery || !filtersOnly(q, ['searchQuery'])) return undefined;
  const words = searchWordsOf(q.searchQuery);
  if (words.length === 0) return undefined;
  const list =
    'SELECT post_id FROM post_search_words WHERE word >= ? AND word < ?';
  // INTERSECT keeps each post once; a single list needs DISTINCT (a post
  // may have several words starting with the prefix).
  const sql =
    words.length === 1
      ? list.replace('SELECT', 'SELECT DISTINCT')
      : words.map(() => list).join(' INTERSECT ');
  const bindings = words.flatMap(word => [word, prefixUpperBound(word)]);
  const status = q.status ?? 'active';
  const matching = () =>
    db.from(db.raw(`(${sql}) matching`, bindings)).whereNotIn(
      'matching.post_id',
      // `< or >` rather than `<>`, so both databases read the status index.
      db('posts')
        .where('posts.status', '<', status)
        .orWhere('posts.status', '>', status)
        .select('posts.id'),
    );
  const total = numOf((await matching().count({ total: '*' }).first())?.total);
  if (total > few) return { total };
  const ids = (await matching().pluck('matching.post_id')).map(Number);
  return { total, ids };
}
