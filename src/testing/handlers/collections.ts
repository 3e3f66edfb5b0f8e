import { collectionsFixture, makeCollection } from '../fixtures/collections';
import { route } from './http';

/** msw handler factories for the collections routes. */
export const getCollectionsHandler = route('post', '/collections/query', collectionsFixture);
export const getCollectionHandler = route('get', '/collections/:id', () => makeCollection());
export const createCollectionHandler = route(
  'post',
  '/collections',
  () => makeCollection({ id: 50, posts: undefined }),
  201,
);
export const updateCollectionHandler = route('post', '/collections/:id', () => makeCollection());
export const deleteCollectionHandler = route('delete', '/collections/:id', undefined, 204);
export const addPostToCollectionHandler = route('post', '/collections/:id/posts', () =>
  makeCollection(),
);
export const removePostFromCollectionHandler = route('delete', '/collections/:id/posts', () =>
  makeCollection(),
);
export const movePostInCollectionHandler = route('post', '/collections/:id/rank', { success: true });
