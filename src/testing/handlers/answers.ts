import { makeAnswer } from '../fixtures/posts';
import { route } from './http';

const answer = '/posts/:id/answers/:answerId';

/** msw handler factories for the answers routes. */
export const queryAnswersHandler = route('post', '/answers/query', () => ({
  answers: [makeAnswer()],
  total: 1,
}));
export const getAnswerHandler = route('get', answer, () => makeAnswer());
export const postAnswerHandler = route('post', '/posts/:id/answers', () => makeAnswer({ id: 12 }), 201);
export const updateAnswerHandler = route('post', answer, () => makeAnswer());
export const deleteAnswerHandler = route('delete', answer, undefined, 204);
export const upvoteAnswerHandler = route('get', `${answer}/upvote`, () =>
  makeAnswer({ score: 3, ownVote: 1 }),
);
export const downvoteAnswerHandler = route('get', `${answer}/downvote`, () =>
  makeAnswer({ score: 1, ownVote: -1 }),
);
export const deleteAnswerVoteHandler = route('delete', `${answer}/vote`, () => makeAnswer());
export const markAnswerCorrectHandler = route('get', `${answer}/correct`, { success: true });
export const markAnswerIncorrectHandler = route('get', `${answer}/incorrect`, { success: true });
