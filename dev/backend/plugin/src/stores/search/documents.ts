import type { Knex } from 'knex';
import { indexText } from '../../domain/indexText';
import { MAX_WORD_LENGTH, vocabularyOf } from './queryText';

/** What the search engines index of one post (docs/search.md, "What is indexed"). */
export interface SearchDocument {
  postId: number;
  title: string;
  /** The post's tags, space-separated. */
  tags: string;
  /** The post's content as plain text: what excerpts are cut from. */
  body: string;
  /** The plain text of its live answers. */
  answers: string;
}

/** Texts longer than this are cut before indexing (a post's content is at most 100,000 characters; answers add up). */
const MAX_FIELD_CHARS = 200_000;
/** Words kept per post for "did you mean" (docs/search.md). */
const MAX_VOCABULARY_PER_POST = 400;

/** Markdown as the words a reader sees, as the portal's collator indexes it. */
const plainText = (markdown: string) =>
  indexText(markdown.slice(0, MAX_FIELD_CHARS));

/**
 * The documents of some posts, read in three queries: the posts, their
 * tags and their live answers. Posts that are gone are left out.
 */
export async function searchDocuments(
  db: Knex | Knex.Transaction,
  postIds: number[],
): Promise<SearchDocument[]> {
  if (postIds.length === 0) return [];
  // One after the other: a transaction is one connection.
  const posts = await db('posts')
    .whereIn('id', postIds)
    .select('id', 'title', 'content');
  const tags = await db('post_tags')
    .join('tags', 'tags.id', 'post_tags.tag_id')
    .whereIn('post_tags.post_id', postIds)
    .select('post_tags.post_id', 'tags.tag');
  const answers = await db('answers')
    .whereIn('post_id', postIds)
    .where('status', 'active')
    .orderBy('id')
    .select('post_id', 'content');
  const tagsOf = groupBy(tags, 'tag');
  const answersOf = groupBy(answers, 'content');
  return posts.map(post => {
    const id = Number(post.id);
    return {
      postId: id,
      title: String(post.title),
      // "react-native" is also found by "react native".
      tags: (tagsOf.get(id) ?? []).join(' '),
      body: plainText(String(post.content ?? '')),
      answers: plainText((answersOf.get(id) ?? []).join('\n\n')),
    };
  });
}

function groupBy(rows: Record<string, unknown>[], column: string) {
  const groups = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.post_id);
    const list = groups.get(id) ?? [];
    list.push(String(row[column]));
    groups.set(id, list);
  }
  return groups;
}

/** The spellings a document adds to the vocabulary of "did you mean". */
export function documentVocabulary(doc: SearchDocument): string[] {
  return vocabularyOf(`${doc.title} ${doc.tags} ${doc.body}`)
    .slice(0, MAX_VOCABULARY_PER_POST)
    .map(word => word.slice(0, MAX_WORD_LENGTH));
}
