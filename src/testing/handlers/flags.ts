import type { FlaggedItem } from '../../api/types';
import { route } from './http';

/** A flagged answer as the review queue lists it. */
export const makeFlaggedItem = (
  overrides: Partial<FlaggedItem> = {},
): FlaggedItem => ({
  kind: 'answer',
  id: 7,
  postId: 1,
  postType: 'question',
  title: 'How do I configure the catalog?',
  excerpt: 'Buy cheap cloud credits here',
  author: 'user:default/chloe',
  count: 3,
  reasons: { spam: 2, other: 1 },
  texts: [
    {
      text: 'Advertising',
      reason: 'other',
      flaggedBy: 'user:default/sam',
      flagged: '2024-05-02T12:00:00.000Z',
    },
  ],
  hidden: true,
  firstFlagged: '2024-05-02T10:00:00.000Z',
  lastFlagged: '2024-05-02T12:00:00.000Z',
  ...overrides,
});

/** msw handler factories of flags and the review queue. */
export const flagPostHandler = route(
  'post',
  '/posts/:id/flags',
  undefined,
  204,
);
export const flagAnswerHandler = route(
  'post',
  '/posts/:id/answers/:answerId/flags',
  undefined,
  204,
);
export const flagCommentHandler = route(
  'post',
  '/posts/:id/comments/:commentId/flags',
  undefined,
  204,
);
export const getFlaggedItemsHandler = route('get', '/flags', () => ({
  items: [makeFlaggedItem()],
  total: 1,
}));
export const getOpenFlagsCountHandler = route('get', '/flags/count', () => ({
  count: 1,
}));
export const resolveFlagsHandler = route('post', '/flags/resolve', () => ({
  resolution: 'dismissed',
  resolvedBy: 'user:default/mod',
  resolved: '2024-05-03T10:00:00.000Z',
  count: 0,
}));
