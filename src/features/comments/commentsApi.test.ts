import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
  type HandlerOptions,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  commentAnswerHandler,
  commentPostHandler,
  deleteAnswerCommentHandler,
  deletePostCommentHandler,
  updateAnswerCommentHandler,
  updatePostCommentHandler,
} from '../../testing/handlers/comments';
import { getPostHandler } from '../../testing/handlers/posts';
import type { AgoraStore } from '../../state/store';
import { postsApi } from '../posts/postsApi';
import { commentsApi } from './commentsApi';

const server = setupMswServer();

interface Case {
  call: (store: AgoraStore) => PromiseLike<{ error?: unknown }>;
  handler: (options?: HandlerOptions<never>) => ReturnType<typeof commentPostHandler>;
  request: string;
  body: unknown;
  message: string;
}

const { endpoints } = commentsApi;
const cases: Record<string, Case> = {
  commentPost: {
    call: s => s.dispatch(endpoints.commentPost.initiate({ postId: 1, content: 'Hi' })),
    handler: commentPostHandler,
    request: 'POST /posts/1/comments',
    body: { content: 'Hi' },
    message: 'Failed to comment post',
  },
  updatePostComment: {
    call: s =>
      s.dispatch(endpoints.updatePostComment.initiate({ postId: 1, commentId: 21, content: 'Ed' })),
    handler: updatePostCommentHandler,
    request: 'POST /posts/1/comments/21',
    body: { content: 'Ed' },
    message: 'Failed to update post comment',
  },
  deletePostComment: {
    call: s =>
      s.dispatch(endpoints.deletePostComment.initiate({ postId: 1, commentId: 21, reason: 'Spam' })),
    handler: deletePostCommentHandler,
    request: 'DELETE /posts/1/comments/21',
    body: { reason: 'Spam' },
    message: 'Failed to delete post comment',
  },
  commentAnswer: {
    call: s =>
      s.dispatch(endpoints.commentAnswer.initiate({ postId: 1, answerId: 11, content: 'Hi' })),
    handler: commentAnswerHandler,
    request: 'POST /posts/1/answers/11/comments',
    body: { content: 'Hi' },
    message: 'Failed to comment answer',
  },
  updateAnswerComment: {
    call: s =>
      s.dispatch(
        endpoints.updateAnswerComment.initiate({ postId: 1, answerId: 11, commentId: 21, content: 'Ed' }),
      ),
    handler: updateAnswerCommentHandler,
    request: 'POST /posts/1/answers/11/comments/21',
    body: { content: 'Ed' },
    message: 'Failed to update comment',
  },
  deleteAnswerComment: {
    call: s =>
      s.dispatch(
        endpoints.deleteAnswerComment.initiate({ postId: 1, answerId: 11, commentId: 21, reason: 'Spam' }),
      ),
    handler: deleteAnswerCommentHandler,
    request: 'DELETE /posts/1/answers/11/comments/21',
    body: { reason: 'Spam' },
    message: 'Failed to delete comment',
  },
};

describe.each(Object.entries(cases))('%s', (_name, { call, handler, request, body, message }) => {
  it('sends its request and rereads only the question it changed', async () => {
    const { store, extra } = setupApiStore();
    server.use(getPostHandler());
    store.dispatch(postsApi.endpoints.getPost.initiate(1));
    store.dispatch(postsApi.endpoints.getPost.initiate(2));
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    extra.fetchApi.fetch.mockClear();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(handler({ onRequest: seen }));

    const result = await call(store);
    expect(result.error).toBeUndefined();
    expect(seen.mock.calls[0][0].body).toEqual(body);
    await flush();
    await Promise.all(store.dispatch(postsApi.util.getRunningQueriesThunk()));
    expect(fetchCalls(extra)).toEqual([request, 'GET /posts/1']);
  });

  it(`fails with "${message}" carrying the errors`, async () => {
    const { store } = setupApiStore();
    server.use(handler({ status: 400, body: errorsBody('too long') }));
    const result = await call(store);
    expect(result.error).toMatchObject({ message, errors: [{ message: 'too long' }] });
  });
});

it('refuses a missing comment id without a request', async () => {
  const { store, extra } = setupApiStore();
  const result = await store.dispatch(
    endpoints.deletePostComment.initiate({ postId: 1, commentId: NaN }),
  );
  expect(result.error).toMatchObject({ message: 'Invalid id provided' });
  expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
});
