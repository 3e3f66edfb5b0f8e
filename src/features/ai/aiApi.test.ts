import { setupMswServer } from '../../testing/mswServer';
import { errorsBody, fetchCalls, setupApiStore, type SeenRequest } from '../../testing/handlers/http';
import {
  aiAnswerHandler,
  aiDraftAnswerHandler,
  aiStatusHandler,
  articleSummaryHandler,
} from '../../testing/handlers/ai';
import { aiApi } from './aiApi';

const server = setupMswServer();
const { endpoints } = aiApi;

it('reads answers, drafts and summaries from their routes', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(aiAnswerHandler(), aiDraftAnswerHandler({ onRequest: seen }), articleSummaryHandler());
  const answer = await store.dispatch(endpoints.getAIAnswer.initiate(1));
  await store.dispatch(endpoints.getAIDraftAnswer.initiate({ title: 'T', content: 'C' }));
  await store.dispatch(endpoints.getArticleSummary.initiate(2));
  expect(answer.data?.answer).toBe('Try the catalog docs.');
  expect(seen.mock.calls[0][0].body).toEqual({ title: 'T', content: 'C' });
  expect(fetchCalls(extra)).toEqual(['GET /ai/question/1', 'POST /ai/question', 'GET /ai/article/2']);
});

it('yields null from every AI call that is not ok', async () => {
  const { store } = setupApiStore();
  server.use(
    aiAnswerHandler({ status: 404, body: errorsBody('AI disabled') }),
    aiDraftAnswerHandler({ status: 500, body: null }),
    articleSummaryHandler({ status: 403, body: null }),
  );
  const results = [
    await store.dispatch(endpoints.getAIAnswer.initiate(1)),
    await store.dispatch(endpoints.getAIDraftAnswer.initiate({ title: 'T', content: 'C' })),
    await store.dispatch(endpoints.getArticleSummary.initiate(2)),
  ];
  expect(results.map(r => [r.data, r.error])).toEqual([
    [null, undefined],
    [null, undefined],
    [null, undefined],
  ]);
});

it('AI status is read once, and all false when not ok', async () => {
  const { store, extra } = setupApiStore();
  server.use(aiStatusHandler());
  const status = await store.dispatch(endpoints.getAIStatus.initiate());
  await store.dispatch(endpoints.getAIStatus.initiate());
  expect(status.data).toMatchObject({ enabled: true });
  expect(fetchCalls(extra)).toEqual(['GET /ai/status']);

  const other = setupApiStore();
  server.use(aiStatusHandler({ status: 500, body: null }));
  expect((await other.store.dispatch(endpoints.getAIStatus.initiate())).data).toEqual({
    enabled: false,
    articleSummaries: false,
    existingQuestions: false,
    newQuestions: false,
  });
});
