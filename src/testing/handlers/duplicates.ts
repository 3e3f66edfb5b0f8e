import { makePost } from '../fixtures/posts';
import { route } from './http';

const closedAs = {
  id: 2,
  title: 'How do I roll back a release?',
  closedBy: 'user:default/mod',
  closed: '2024-05-02T10:00:00.000Z',
};

/** msw handler factories of closing questions as duplicates and reopening them. */
export const closeAsDuplicateHandler = route(
  'put',
  '/posts/:id/duplicate',
  () => makePost({ duplicateOf: closedAs, canAnswer: false, canClose: true }),
);
export const reopenQuestionHandler = route(
  'delete',
  '/posts/:id/duplicate',
  () => makePost({ canClose: true }),
);
