import type { Operation } from './measure';
import { benchSearchQueries, type BenchVocabulary } from './dataset';

const LIST = { label: 'p95 < 50 ms (20-post page)', p95Ms: 50 };
const SEARCH = { label: 'p95 < 100 ms (search)', p95Ms: 100 };

/** Readers and voters who never authored anything, so every vote is allowed. */
const benchUser = (i: number) => `user:default/bench-reader-${(i % 20) + 1}`;

/**
 * The calls the benchmark times. Lists are the 20-post pages the list
 * screens ask for; search goes through the same list route with
 * `searchQuery`, as the search box does; single-post get is the question
 * page (post + answers + comments, and a counted view); voting writes.
 */
export function benchOperations(
  v: BenchVocabulary,
  activePostIds: number[],
): Operation[] {
  const queries = benchSearchQueries(v);
  const filterTags = [v.tags[0], v.tags[5], v.tags[40], v.tags[200]];
  const postAt = (i: number) =>
    activePostIds[(i * 7919) % activePostIds.length];
  return [
    {
      name: 'list: recent, pages 1–25',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/recent?limit=20&offset=${(i % 25) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: hot (trend order)',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/hot?limit=20&offset=${(i % 5) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: by tag',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/recent?limit=20&tags=${encodeURIComponent(filterTags[i % filterTags.length])}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: unanswered questions',
      target: LIST,
      request: i => ({
        method: 'GET',
        path: `/posts/list/unanswered?limit=20&offset=${(i % 5) * 20}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'list: questions by score (POST /posts/query)',
      target: LIST,
      request: i => ({
        method: 'POST',
        path: '/posts/query',
        body: {
          type: 'question',
          orderBy: 'score',
          limit: 20,
          offset: (i % 5) * 20,
        },
        user: benchUser(i),
      }),
    },
    {
      name: 'search (12 queries, broad to narrow)',
      target: SEARCH,
      request: i => ({
        method: 'GET',
        path: `/posts/list/recent?limit=20&searchQuery=${encodeURIComponent(queries[i % queries.length])}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'get post with answers and comments',
      request: i => ({
        method: 'GET',
        path: `/posts/${postAt(i)}`,
        user: benchUser(i),
      }),
    },
    {
      name: 'vote (upvote / downvote)',
      request: i => ({
        method: 'GET',
        path: `/posts/${postAt(i)}/${i % 2 === 0 ? 'upvote' : 'downvote'}`,
        user: benchUser(i + 7),
      }),
    },
  ];
}
