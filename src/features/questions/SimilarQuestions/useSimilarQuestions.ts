import { skipToken } from '@reduxjs/toolkit/query';
import type { Post, PostsQuery } from '../../../api/types';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useGetPostsQuery } from '../../posts/postsApi';

const TYPING_PAUSE_MS = 500;
/** Questions shown. */
export const SIMILAR_LIMIT = 5;
/**
 * A title is searched once it has a word this long: "a" or "k8" alone
 * would match nearly everything. The server drops common words, corrects
 * typos and falls back to some of the words itself.
 */
const TELLING_WORD = /[\p{L}\p{N}]{3,}/u;
const NO_POSTS: Post[] = [];

/** The search for questions like `title`, best match first; none for a title without a telling word. */
function similarQuestionsQuery(
  title: string,
  limit = SIMILAR_LIMIT,
): PostsQuery | typeof skipToken {
  // One spelling of the title, one cache entry.
  const searchQuery = title.trim().replace(/\s+/g, ' ');
  return TELLING_WORD.test(searchQuery)
    ? { searchQuery, type: 'question', limit, orderBy: 'relevance' }
    : skipToken;
}

/**
 * Existing questions like a typed title: one search for the whole title
 * once typing pauses, in the server's order of relevance.
 *
 * @param limit - questions asked for; more where the caller drops some
 */
export function useSimilarQuestions(
  title: string,
  limit = SIMILAR_LIMIT,
): Post[] {
  const settled = useDebouncedValue(title, TYPING_PAUSE_MS);
  const { data } = useGetPostsQuery(similarQuestionsQuery(settled, limit));
  return data?.posts ?? NO_POSTS;
}
