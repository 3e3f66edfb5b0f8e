import { makePost, postsFixture } from '../fixtures/posts';
import { route } from './http';

/** msw handler factories of stale content review. */
export const reviewPostHandler = route('post', '/posts/:id/review', () =>
  makePost({
    canReview: true,
    needsReview: false,
    review: {
      verdict: 'valid',
      reviewedBy: 'user:default/alice',
      reviewed: '2024-05-02T10:00:00.000Z',
    },
  }),
);
export const getReviewsHandler = route('get', '/reviews', postsFixture);
