import { makeAnswer, makePost } from '../../testing/fixtures/posts';
import { updateAnswerHandler } from '../../testing/handlers/answers';
import { fetchCalls, flush, setupApiStore } from '../../testing/handlers/http';
import {
  getPostHandler,
  updatePostHandler,
} from '../../testing/handlers/posts';
import {
  restoreAnswerRevisionHandler,
  restoreRevisionHandler,
  revisionHandlers,
} from '../../testing/handlers/revisions';
import { setupMswServer } from '../../testing/mswServer';
import { answersApi } from '../answers/answersApi';
import { postsApi } from '../posts/postsApi';
import { revisionsApi } from './revisionsApi';

const server = setupMswServer();

/** Post 1 with answer 11, both histories cached; request log cleared. */
async function storeWithHistories() {
  const setup = setupApiStore();
  server.use(
    getPostHandler({
      body: makePost({ answers: [makeAnswer({ id: 11 })], comments: [] }),
    }),
    ...revisionHandlers(),
  );
  const { dispatch } = setup.store;
  dispatch(postsApi.endpoints.getPost.initiate(1));
  dispatch(revisionsApi.endpoints.getRevisions.initiate({ postId: 1 }));
  dispatch(
    revisionsApi.endpoints.getRevisions.initiate({ postId: 1, answerId: 11 }),
  );
  await Promise.all(dispatch(revisionsApi.util.getRunningQueriesThunk()));
  setup.extra.fetchApi.fetch.mockClear();
  const settled = async () => {
    await flush();
    await Promise.all(dispatch(revisionsApi.util.getRunningQueriesThunk()));
  };
  return { ...setup, settled };
}

describe('revisionsApi', () => {
  it("rereads a post's history after an edit, and not the answer's", async () => {
    const { store, extra, settled } = await storeWithHistories();
    server.use(updatePostHandler());
    await store.dispatch(
      postsApi.endpoints.updatePost.initiate({
        id: 1,
        type: 'question',
        title: 'T',
        content: 'C',
        summary: 'Why',
      }),
    );
    await settled();
    const calls = fetchCalls(extra);
    expect(calls).toContain('GET /posts/1/revisions');
    expect(calls).not.toContain('GET /posts/1/answers/11/revisions');
  });

  it("rereads an answer's history after its edit", async () => {
    const { store, extra, settled } = await storeWithHistories();
    server.use(updateAnswerHandler());
    await store.dispatch(
      answersApi.endpoints.updateAnswer.initiate({
        postId: 1,
        answerId: 11,
        answer: 'New',
      }),
    );
    await settled();
    expect(fetchCalls(extra)).toContain('GET /posts/1/answers/11/revisions');
    expect(fetchCalls(extra)).not.toContain('GET /posts/1/revisions');
  });

  it('rereads the post and its history after a restore', async () => {
    const { store, extra, settled } = await storeWithHistories();
    server.use(restoreRevisionHandler());
    await store.dispatch(
      revisionsApi.endpoints.restoreRevision.initiate({
        postId: 1,
        revision: 1,
      }),
    );
    await settled();
    expect(fetchCalls(extra)).toEqual(
      expect.arrayContaining([
        'POST /posts/1/revisions/1/restore',
        'GET /posts/1',
        'GET /posts/1/revisions',
      ]),
    );
  });

  it('rereads the answer (through its question) and its history after an answer restore', async () => {
    const { store, extra, settled } = await storeWithHistories();
    server.use(restoreAnswerRevisionHandler());
    await store.dispatch(
      revisionsApi.endpoints.restoreRevision.initiate({
        postId: 1,
        answerId: 11,
        revision: 1,
      }),
    );
    await settled();
    expect(fetchCalls(extra)).toEqual(
      expect.arrayContaining([
        'POST /posts/1/answers/11/revisions/1/restore',
        'GET /posts/1',
        'GET /posts/1/answers/11/revisions',
      ]),
    );
    expect(fetchCalls(extra)).not.toContain('GET /posts/1/revisions');
  });
});
