import { historyOf, revisionOf } from '../fixtures/revisions';
import { makeAnswer, makePost } from '../fixtures/posts';
import { route } from './http';

const post = '/posts/:id/revisions';
const answer = '/posts/:id/answers/:answerId/revisions';

/** msw handler factories for the revision routes of posts and answers. */
export const getRevisionsHandler = route('get', post, () => historyOf());
export const getRevisionHandler = route('get', `${post}/:rev`, ({ rev }) =>
  revisionOf(rev),
);
export const restoreRevisionHandler = route(
  'post',
  `${post}/:rev/restore`,
  () => makePost(),
);
export const getAnswerRevisionsHandler = route('get', answer, () =>
  historyOf(),
);
export const getAnswerRevisionHandler = route(
  'get',
  `${answer}/:rev`,
  ({ rev }) => revisionOf(rev),
);
export const restoreAnswerRevisionHandler = route(
  'post',
  `${answer}/:rev/restore`,
  () => makeAnswer(),
);

/** Every revision read of posts and answers, with the default history. */
export const revisionHandlers = () => [
  getRevisionsHandler(),
  getRevisionHandler(),
  getAnswerRevisionsHandler(),
  getAnswerRevisionHandler(),
];
