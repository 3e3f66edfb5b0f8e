import { makePost, postFixture, postsFixture } from '../fixtures/posts';
import { route } from './http';

/** msw handler factories for the posts routes; defaults answer with fixtures. */
export const getPostsHandler = route('post', '/posts/query', postsFixture);
export const getPostListHandler = route('get', '/posts/list/:list', postsFixture);
// Numeric ids only: `GET /posts/followed` is a route of its own.
export const getPostHandler = route('get', '/posts/:id(\\d+)', postFixture);
export const createPostHandler = route('post', '/posts', () => makePost({ id: 42 }), 201);
export const updatePostHandler = route('post', '/posts/:id', postFixture);
export const deletePostHandler = route('delete', '/posts/:id', undefined, 204);
export const restorePostHandler = route('post', '/posts/:id/restore', postFixture);
export const clickLinkHandler = route('put', '/posts/:id/click', undefined, 204);
export const upvotePostHandler = route('get', '/posts/:id/upvote', () =>
  makePost({ score: 4, ownVote: 1 }),
);
export const downvotePostHandler = route('get', '/posts/:id/downvote', () =>
  makePost({ score: 2, ownVote: -1 }),
);
export const deletePostVoteHandler = route('delete', '/posts/:id/vote', () => makePost());
export const favoritePostHandler = route('get', '/posts/:id/favorite', () =>
  makePost({ favorite: true }),
);
export const unfavoritePostHandler = route('get', '/posts/:id/unfavorite', () => makePost());
