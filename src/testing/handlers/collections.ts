import { http, HttpResponse } from 'msw';
import type { Collection } from '../../api/types';
import { collectionsFixture, makeCollection } from '../fixtures/collections';
import { TEST_BASE_URL } from '../testApis';
import { route } from './http';

/** msw handler factories for the collections routes. */
export const getCollectionsHandler = route(
  'post',
  '/collections/query',
  collectionsFixture,
);
export const getCollectionHandler = route('get', '/collections/:id', () =>
  makeCollection(),
);
export const createCollectionHandler = route(
  'post',
  '/collections',
  () => makeCollection({ id: 50, posts: undefined }),
  201,
);
export const updateCollectionHandler = route('post', '/collections/:id', () =>
  makeCollection(),
);
export const deleteCollectionHandler = route(
  'delete',
  '/collections/:id',
  undefined,
  204,
);
export const addPostToCollectionHandler = route(
  'post',
  '/collections/:id/posts',
  () => makeCollection(),
);
export const removePostFromCollectionHandler = route(
  'delete',
  '/collections/:id/posts',
  () => makeCollection(),
);
export const movePostInCollectionHandler = route(
  'post',
  '/collections/:id/rank',
  { success: true },
);

/**
 * A collection server with state, for rank-move tests: `GET` answers the
 * current order, each rank request moves the post when it arrives (a plain
 * array move, written apart from the client's) and its answer waits for
 * `holdAnswer(n)` (n counts rank requests from 0), so a test decides when,
 * and in which order, answers go out. `failAnswer(n)` makes the nth answer
 * a 500 that changed nothing.
 */
export function collectionServer(
  collection: Collection = makeCollection(),
  options: {
    holdAnswer?: (n: number) => Promise<unknown> | undefined;
    failAnswer?: (n: number) => boolean;
  } = {},
) {
  const state = { collection, received: [] as string[] };
  let count = 0;
  const handlers = [
    // Numeric ids only: `/collections/followed` is another route.
    http.get(`${TEST_BASE_URL}/collections/:id`, ({ params }) =>
      /^\d+$/.test(String(params.id))
        ? HttpResponse.json(state.collection)
        : undefined,
    ),
    http.post(`${TEST_BASE_URL}/collections/:id/rank`, async ({ request }) => {
      const n = count++;
      const { postId, rank } = (await request.json()) as {
        postId: number;
        rank: 'top' | 'up' | 'down' | 'bottom';
      };
      state.received.push(`${rank} ${postId}`);
      const failed = options.failAnswer?.(n) ?? false;
      if (!failed) {
        const posts = [...state.collection.posts!];
        const from = posts.findIndex(p => p.id === postId);
        const [post] = posts.splice(from, 1);
        const to = {
          top: 0,
          up: Math.max(0, from - 1),
          down: Math.min(posts.length, from + 1),
          bottom: posts.length,
        }[rank];
        posts.splice(to, 0, post);
        state.collection = { ...state.collection, posts };
      }
      await options.holdAnswer?.(n);
      return failed
        ? HttpResponse.json(
            { errors: [{ message: 'Internal error' }] },
            { status: 500 },
          )
        : HttpResponse.json({
            collectionId: state.collection.id,
            postId,
            position: 1,
          });
    }),
  ];
  return { state, handlers };
}
