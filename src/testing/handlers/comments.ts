import { makeAnswer, makeComment, makePost } from '../fixtures/posts';
import { route } from './http';

const withComment = () => makePost({ comments: [makeComment()], commentsCount: 1 });
const answerWithComment = () => makeAnswer({ comments: [makeComment({ answerId: 11 })] });

/** msw handler factories for the comment routes; they answer with the parent. */
export const commentPostHandler = route('post', '/posts/:id/comments', withComment, 201);
export const updatePostCommentHandler = route('post', '/posts/:id/comments/:commentId', withComment);
export const deletePostCommentHandler = route('delete', '/posts/:id/comments/:commentId', () =>
  makePost(),
);
export const commentAnswerHandler = route(
  'post',
  '/posts/:id/answers/:answerId/comments',
  answerWithComment,
  201,
);
export const updateAnswerCommentHandler = route(
  'post',
  '/posts/:id/answers/:answerId/comments/:commentId',
  answerWithComment,
);
export const deleteAnswerCommentHandler = route(
  'delete',
  '/posts/:id/answers/:answerId/comments/:commentId',
  () => makeAnswer(),
);
