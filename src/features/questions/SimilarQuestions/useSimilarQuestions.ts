import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Post } from '../../../api/types';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useGetPostsQuery } from '../../posts/postsApi';
import { similarKeywords } from './similarKeywords';

const TYPING_PAUSE_MS = 500;
/** Questions shown, and fetched per keyword. */
export const SIMILAR_LIMIT = 5;

const queryFor = (keyword: string | undefined) =>
  keyword
    ? {
        searchQuery: keyword,
        type: 'question' as const,
        limit: SIMILAR_LIMIT,
        orderBy: 'score' as const,
        order: 'desc' as const,
      }
    : skipToken;

/**
 * Existing questions sharing words with a typed title: one search per
 * keyword (at most three, a fixed number of hooks), merged and ordered by
 * how many keywords each question matched, then by the order the server
 * ranked them in.
 */
export function useSimilarQuestions(title: string): Post[] {
  const settled = useDebouncedValue(title, TYPING_PAUSE_MS);
  const keywords = useMemo(() => similarKeywords(settled), [settled]);
  const first = useGetPostsQuery(queryFor(keywords[0]));
  const second = useGetPostsQuery(queryFor(keywords[1]));
  const third = useGetPostsQuery(queryFor(keywords[2]));

  return useMemo(() => {
    const results = [first, second, third].slice(0, keywords.length);
    const hits = new Map<number, { post: Post; count: number; rank: number }>();
    results.forEach(result =>
      (result.data?.posts ?? []).forEach((post, rank) => {
        const seen = hits.get(post.id);
        if (seen) {
          seen.count += 1;
          seen.rank = Math.min(seen.rank, rank);
        } else hits.set(post.id, { post, count: 1, rank });
      }),
    );
    return [...hits.values()]
      .sort((a, b) => b.count - a.count || a.rank - b.rank)
      .slice(0, SIMILAR_LIMIT)
      .map(hit => hit.post);
    // The results' data are what matter; the hook objects change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keywords.length, first.data, second.data, third.data]);
}
