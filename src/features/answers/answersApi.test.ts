import { setupMswServer } from '../../testing/mswServer';
import {
  createDeferred,
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  deleteAnswerHandler,
  deleteAnswerVoteHandler,
  downvoteAnswerHandler,
  getAnswerHandler,
  markAnswerCorrectHandler,
  markAnswerIncorrectHandler,
  postAnswerHandler,
  queryAnswersHandler,
  updateAnswerHandler,
  upvoteAnswerHandler,
} from '../../testing/handlers/answers';
import { getPostHandler } from '../../testing/handlers/posts';
import { makeAnswer } from '../../testing/fixtures/posts';
import { postsApi } from '../posts/postsApi';
import { answersApi } from './answersApi';

const server = setupMswServer();
const ref = { postId: 1, answerId: 11 };

/** A store with questions 1 and 2 cached; request log cleared. */
async function storeWithPosts() {
  const setup = setupApiStore();
  server.use(getPostHandler());
  setup.store.dispatch(postsApi.endpoints.getPost.initiate(1));
  setup.store.dispatch(postsApi.endpoints.getPost.initiate(2));
  await Promise.all(
    setup.store.dispatch(postsApi.util.getRunningQueriesThunk()),
  );
  setup.extra.fetchApi.fetch.mockClear();
  const settled = async () => {
    await flush();
    await Promise.all(
      setup.store.dispatch(postsApi.util.getRunningQueriesThunk()),
    );
    return fetchCalls(setup.extra);
  };
  const answer = () =>
    postsApi.endpoints.getPost.select(1)(setup.store.getState()).data
      ?.answers?.[0];
  return { ...setup, settled, answer };
}

describe('answer reads', () => {
  it('queryAnswers posts the query, and reads 403 as empty', async () => {
    const { store, extra } = setupApiStore();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(queryAnswersHandler({ onRequest: seen }));
    const result = await store.dispatch(
      answersApi.endpoints.queryAnswers.initiate({
        author: 'user:default/jane',
      }),
    );
    expect(result.data?.total).toBe(1);
    expect(seen.mock.calls[0][0].body).toEqual({ author: 'user:default/jane' });
    expect(fetchCalls(extra)).toEqual(['POST /answers/query']);

    server.use(queryAnswersHandler({ status: 403, body: errorsBody() }));
    const denied = await store.dispatch(
      answersApi.endpoints.queryAnswers.initiate({ limit: 1 }),
    );
    expect(denied.data).toEqual({ answers: [], total: 0 });
  });

  it('queryAnswers fails with "Failed to get answers"', async () => {
    const { store } = setupApiStore();
    server.use(
      queryAnswersHandler({ status: 400, body: errorsBody('bad order') }),
    );
    const result = await store.dispatch(
      answersApi.endpoints.queryAnswers.initiate({}),
    );
    expect(result.error).toMatchObject({
      message: 'Failed to get answers',
      errors: [{ message: 'bad order' }],
    });
  });

  it('getAnswer reads one answer and fails with "Failed to get answer"', async () => {
    const { store, extra } = setupApiStore();
    server.use(getAnswerHandler());
    await store.dispatch(answersApi.endpoints.getAnswer.initiate(ref));
    expect(fetchCalls(extra)).toEqual(['GET /posts/1/answers/11']);
    server.use(
      getAnswerHandler({ status: 404, body: errorsBody('Answer not found') }),
    );
    const missing = await store.dispatch(
      answersApi.endpoints.getAnswer.initiate({ postId: 1, answerId: 12 }),
    );
    expect(missing.error).toMatchObject({ message: 'Failed to get answer' });
  });
});

describe('answer lifecycle', () => {
  it('postAnswer sends answer, images, anonymous and rereads that question only', async () => {
    const { store, settled } = await storeWithPosts();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(postAnswerHandler({ onRequest: seen }));
    const body = { answer: 'Use YAML', images: [3], anonymous: true };
    await store.dispatch(
      answersApi.endpoints.postAnswer.initiate({ postId: 1, ...body }),
    );
    expect(seen.mock.calls[0][0].body).toEqual(body);
    expect(await settled()).toEqual(['POST /posts/1/answers', 'GET /posts/1']);
  });

  it('postAnswer fails with "Failed to post answer"', async () => {
    const { store } = setupApiStore();
    server.use(
      postAnswerHandler({ status: 400, body: errorsBody('too short') }),
    );
    const result = await store.dispatch(
      answersApi.endpoints.postAnswer.initiate({ postId: 1, answer: 'x' }),
    );
    expect(result.error).toMatchObject({
      message: 'Failed to post answer',
      errors: [{ message: 'too short' }],
    });
  });

  it('updateAnswer posts answer and images and rereads the question holding it', async () => {
    const { store, settled } = await storeWithPosts();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(updateAnswerHandler({ onRequest: seen }));
    await store.dispatch(
      answersApi.endpoints.updateAnswer.initiate({
        ...ref,
        answer: 'New',
        images: [],
      }),
    );
    expect(seen.mock.calls[0][0].body).toEqual({ answer: 'New', images: [] });
    expect(await settled()).toEqual([
      'POST /posts/1/answers/11',
      'GET /posts/1',
    ]);

    server.use(updateAnswerHandler({ status: 400, body: errorsBody() }));
    const failed = await store.dispatch(
      answersApi.endpoints.updateAnswer.initiate({ ...ref, answer: '' }),
    );
    expect(failed.error).toMatchObject({ message: 'Failed to update answer' });
  });

  it('deleteAnswer sends the reason and yields a boolean', async () => {
    const { store, settled } = await storeWithPosts();
    const seen = jest.fn<void, [SeenRequest]>();
    server.use(deleteAnswerHandler({ onRequest: seen }));
    const result = await store.dispatch(
      answersApi.endpoints.deleteAnswer.initiate({ ...ref, reason: 'dup' }),
    );
    expect(result.data).toBe(true);
    expect(seen.mock.calls[0][0]).toMatchObject({
      method: 'DELETE',
      body: { reason: 'dup' },
    });
    expect(await settled()).toEqual([
      'DELETE /posts/1/answers/11',
      'GET /posts/1',
    ]);
  });

  it.each([
    ['markAnswerCorrect', markAnswerCorrectHandler, 'correct'],
    ['markAnswerIncorrect', markAnswerIncorrectHandler, 'incorrect'],
  ] as const)(
    '%s yields a boolean and rereads the question',
    async (name, handler, path) => {
      const { store, settled } = await storeWithPosts();
      server.use(handler());
      const result = await store.dispatch(
        answersApi.endpoints[name].initiate(ref),
      );
      expect(result.data).toBe(true);
      expect(await settled()).toEqual([
        `GET /posts/1/answers/11/${path}`,
        'GET /posts/1',
      ]);
    },
  );

  it.each([
    [
      'getAnswer',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.getAnswer.initiate({ postId: 1, answerId: NaN }),
        ),
    ],
    [
      'deleteAnswer',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.deleteAnswer.initiate({
            postId: NaN,
            answerId: 1,
          }),
        ),
    ],
    [
      'markAnswerCorrect',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.markAnswerCorrect.initiate({
            postId: 1,
            answerId: NaN,
          }),
        ),
    ],
    [
      'voteAnswer',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.voteAnswer.initiate({
            postId: 1,
            answerId: NaN,
            vote: 'up',
          }),
        ),
    ],
    [
      'markAnswerIncorrect',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.markAnswerIncorrect.initiate({
            postId: NaN,
            answerId: 11,
          }),
        ),
    ],
    [
      'deleteAnswerVote',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.deleteAnswerVote.initiate({
            postId: 1,
            answerId: NaN,
          }),
        ),
    ],
    [
      'updateAnswer',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.updateAnswer.initiate({
            postId: 1,
            answerId: NaN,
            answer: 'x',
          }),
        ),
    ],
    [
      'postAnswer',
      (s: ReturnType<typeof setupApiStore>['store']) =>
        s.dispatch(
          answersApi.endpoints.postAnswer.initiate({
            postId: NaN,
            answer: 'x',
          }),
        ),
    ],
  ])('%s refuses a missing id without a request', async (_name, call) => {
    const { store, extra } = setupApiStore();
    const result = await call(store);
    expect(result.error).toMatchObject({ message: 'Invalid id provided' });
    expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
  });
});

describe('answer votes', () => {
  it('voteAnswer shows the vote in the question at once and reverts with an alert', async () => {
    const { store, extra, answer } = await storeWithPosts();
    const held = createDeferred();
    server.use(
      upvoteAnswerHandler({ status: 500, body: null, hold: held.promise }),
    );
    const pending = store.dispatch(
      answersApi.endpoints.voteAnswer.initiate({ ...ref, vote: 'up' }),
    );
    await flush();
    expect(answer()).toMatchObject({ score: 3, ownVote: 1 });
    held.release();
    await pending;
    expect(answer()).toMatchObject({ score: 2 });
    expect(answer()?.ownVote).toBeUndefined();
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to vote',
      severity: 'error',
    });
  });

  it('voteAnswer takes the score of the answer the server returns', async () => {
    const { store, answer, settled } = await storeWithPosts();
    server.use(
      downvoteAnswerHandler({ body: makeAnswer({ score: -4, ownVote: -1 }) }),
    );
    await store.dispatch(
      answersApi.endpoints.voteAnswer.initiate({ ...ref, vote: 'down' }),
    );
    expect(answer()).toMatchObject({ score: -4, ownVote: -1 });
    expect(await settled()).toEqual(['GET /posts/1/answers/11/downvote']);
  });

  it('deleteAnswerVote removes the vote at once and reverts with an alert', async () => {
    const { store, extra, answer } = await storeWithPosts();
    store.dispatch(
      postsApi.util.updateQueryData('getPost', 1, post => {
        post.answers![0].ownVote = -1;
      }),
    );
    const held = createDeferred();
    server.use(
      deleteAnswerVoteHandler({
        status: 400,
        body: errorsBody('no vote'),
        hold: held.promise,
      }),
    );
    const pending = store.dispatch(
      answersApi.endpoints.deleteAnswerVote.initiate(ref),
    );
    await flush();
    expect(answer()).toMatchObject({ score: 3 });
    held.release();
    const result = await pending;
    expect(result.error).toMatchObject({ message: 'Failed to delete vote' });
    expect(answer()).toMatchObject({ score: 2, ownVote: -1 });
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to delete vote: no vote',
      severity: 'error',
    });
  });

  describe('in every cached copy of the answer', () => {
    /** Question 1, answer 11 on its own, and two answers queries holding it. */
    async function storeWithAnswerEverywhere() {
      const setup = await storeWithPosts();
      server.use(getAnswerHandler(), queryAnswersHandler());
      const { store } = setup;
      store.dispatch(answersApi.endpoints.getAnswer.initiate(ref));
      store.dispatch(answersApi.endpoints.queryAnswers.initiate({ postId: 1 }));
      store.dispatch(
        answersApi.endpoints.queryAnswers.initiate({
          author: 'user:default/john',
        }),
      );
      await Promise.all(
        store.dispatch(answersApi.util.getRunningQueriesThunk()),
      );
      setup.extra.fetchApi.fetch.mockClear();
      const everywhere = () => {
        const state = store.getState();
        return [
          setup.answer(),
          answersApi.endpoints.getAnswer.select(ref)(state).data,
          answersApi.endpoints.queryAnswers.select({ postId: 1 })(state).data
            ?.answers[0],
          answersApi.endpoints.queryAnswers.select({
            author: 'user:default/john',
          })(state).data?.answers[0],
        ].map(a => [a?.score, a?.ownVote]);
      };
      return { ...setup, everywhere };
    }

    it('voteAnswer shows the vote in getAnswer and answers queries too, then takes the server score', async () => {
      const { store, everywhere, settled } = await storeWithAnswerEverywhere();
      const held = createDeferred();
      server.use(
        upvoteAnswerHandler({
          hold: held.promise,
          body: makeAnswer({ score: 5, ownVote: 1 }),
        }),
      );
      const pending = store.dispatch(
        answersApi.endpoints.voteAnswer.initiate({ ...ref, vote: 'up' }),
      );
      await flush();
      expect(everywhere()).toEqual(Array(4).fill([3, 1]));
      held.release();
      await pending;
      expect(everywhere()).toEqual(Array(4).fill([5, 1]));
      expect(await settled()).toEqual(['GET /posts/1/answers/11/upvote']);
    });

    it('deleteAnswerVote reverts every copy on failure', async () => {
      const { store, everywhere, extra } = await storeWithAnswerEverywhere();
      const voted = makeAnswer({ score: 3, ownVote: 1 });
      await store.dispatch(
        answersApi.util.upsertQueryData('getAnswer', ref, voted),
      );
      store.dispatch(
        answersApi.util.updateQueryData('queryAnswers', { postId: 1 }, d => {
          d.answers[0] = voted;
        }),
      );
      const before = everywhere();
      const held = createDeferred();
      server.use(
        deleteAnswerVoteHandler({
          status: 500,
          body: null,
          hold: held.promise,
        }),
      );
      const pending = store.dispatch(
        answersApi.endpoints.deleteAnswerVote.initiate(ref),
      );
      await flush();
      expect(everywhere()).toEqual([
        [2, undefined],
        [2, undefined],
        [2, undefined],
        [2, undefined],
      ]);
      held.release();
      await pending;
      expect(everywhere()).toEqual(before);
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message: 'Failed to delete vote',
        severity: 'error',
      });
    });
  });
});
