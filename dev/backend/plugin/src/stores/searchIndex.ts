import type { Knex } from 'knex';

/**
 * Portable full-text search for posts.
 *
 * Every distinct word of a post's title, content and tags is stored in
 * `post_search_words (word, post_id)`, whose primary key is a B-tree on the
 * word. A search word matches a post when it is a prefix of one of its words,
 * so each word is one index range scan on SQLite and PostgreSQL alike (the
 * PostgreSQL column uses the "C" collation so that range is byte order).
 * Tokenising in JavaScript rather than with FTS5 / tsvector parsers is what
 * makes both databases return exactly the same posts.
 */

const MAX_WORD_LENGTH = 64;
const MAX_WORDS_PER_POST = 5000;
const MAX_QUERY_WORDS = 12;
const WORD = /[\p{L}\p{N}+#]+/gu;

/** The words of a text: lower-case runs of letters, digits, `+` and `#`. */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.toLocaleLowerCase('en-US').matchAll(WORD)) {
    words.add(match[0].slice(0, MAX_WORD_LENGTH));
  }
  return [...words];
}

/** The words a search query asks for; every one of them must match. */
export const searchWordsOf = (query: string) =>
  wordsOf(query).slice(0, MAX_QUERY_WORDS);

/** The smallest string greater than every string starting with `prefix`. */
export function prefixUpperBound(prefix: string) {
  return (
    prefix.slice(0, -1) +
    String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
  );
}

/**
 * Restricts a query over `posts` to posts matching every word of `search`.
 * A query without words (only punctuation) matches nothing rather than all.
 */
export function whereMatchesSearch(
  db: Knex,
  qb: Knex.QueryBuilder,
  search: string,
) {
  const words = searchWordsOf(search);
  if (words.length === 0) {
    qb.whereRaw('1 = 0');
    return;
  }
  for (const word of words) {
    qb.whereIn(
      'posts.id',
      db('post_search_words')
        .select('post_id')
        .where('word', '>=', word)
        .andWhere('word', '<', prefixUpperBound(word)),
    );
  }
}

/** Rebuilds the search words of some posts from their stored title, content and tags. */
export async function indexPosts(
  db: Knex | Knex.Transaction,
  postIds: number[],
) {
  for (const postId of postIds) {
    const post = await db('posts')
      .where('id', postId)
      .first('title', 'content');
    await db('post_search_words').where('post_id', postId).delete();
    if (!post) continue;
    const tags = await db('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .where('post_tags.post_id', postId)
      .pluck('tags.tag');
    const words = wordsOf([post.title, post.content, ...tags].join(' ')).slice(
      0,
      MAX_WORDS_PER_POST,
    );
    const rows = words.map(word => ({ post_id: postId, word }));
    for (let i = 0; i < rows.length; i += 400) {
      await db('post_search_words').insert(rows.slice(i, i + 400));
    }
  }
}

/** Indexes every post; for loaders that insert posts directly (the seed). */
export async function reindexAllPosts(
  db: Knex | Knex.Transaction,
  batch = 500,
) {
  let lastId = 0;
  for (;;) {
    const ids: number[] = await db('posts')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(batch)
      .pluck('id');
    if (ids.length === 0) return;
    await indexPosts(db, ids);
    lastId = ids[ids.length - 1];
  }
}
