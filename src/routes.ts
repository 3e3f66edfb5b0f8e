import { createRouteRef, createSubRouteRef } from '@backstage/core-plugin-api';

/** Where the Agora page is mounted in the app. @public */
export const rootRouteRef = createRouteRef({ id: 'agora' });

const sub = <Path extends string>(id: string, path: Path) =>
  createSubRouteRef({ id: `agora/${id}`, parent: rootRouteRef, path });

// One ref per path of spec §2, so every link is built with useRouteRef and
// follows the app wherever it mounts Agora.
export const questionsRouteRef = sub('questions', '/questions');
export const askRouteRef = sub('ask', '/questions/ask');
export const questionRouteRef = sub('question', '/questions/:id');
export const editQuestionRouteRef = sub('edit-question', '/questions/:id/edit');
export const favoritesRouteRef = sub('favorites', '/favorites');
export const statisticsRouteRef = sub('statistics', '/statistics');
export const collectionsRouteRef = sub('collections', '/collections');
export const createCollectionRouteRef = sub(
  'create-collection',
  '/collections/create',
);
export const collectionRouteRef = sub('collection', '/collections/:id');
export const editCollectionRouteRef = sub(
  'edit-collection',
  '/collections/:id/edit',
);
export const articlesRouteRef = sub('articles', '/articles');
export const writeArticleRouteRef = sub('write-article', '/articles/write');
export const articleRouteRef = sub('article', '/articles/:id');
export const editArticleRouteRef = sub('edit-article', '/articles/:id/edit');
export const linksRouteRef = sub('links', '/links');
export const createLinkRouteRef = sub('create-link', '/links/create');
export const linkRouteRef = sub('link', '/links/:id');
export const editLinkRouteRef = sub('edit-link', '/links/:id/edit');
export const usersRouteRef = sub('users', '/users');
/**
 * Spec §2 has `/users/*`. The ref names the rest of the path `userRef` so
 * links can be built; Backstage encodes its `/` as %2F and the router's
 * `users/*` route accepts both forms.
 */
export const userRouteRef = sub('user', '/users/:userRef');
export const tagsRouteRef = sub('tags', '/tags');
export const tagRouteRef = sub('tag', '/tags/:tag');
export const entitiesRouteRef = sub('entities', '/entities');
export const entityRouteRef = sub('entity', '/entities/:entityRef');
export const moderateRouteRef = sub('moderate', '/moderate');
