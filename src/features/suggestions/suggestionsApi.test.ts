import { setupMswServer } from '../../testing/mswServer';
import { errorsBody, fetchCalls, setupApiStore, type SeenRequest } from '../../testing/handlers/http';
import { getSuggestionsHandler, suggestTagsHandler } from '../../testing/handlers/suggestions';
import { suggestionsApi } from './suggestionsApi';

const server = setupMswServer();
const { endpoints } = suggestionsApi;

it('getSuggestions reads /suggestions and 403 as none', async () => {
  const { store, extra } = setupApiStore();
  server.use(getSuggestionsHandler());
  const result = await store.dispatch(endpoints.getSuggestions.initiate({ limit: 3 }));
  expect(result.data?.suggestions[0].type).toBe('noCorrectAnswer');
  expect(fetchCalls(extra)).toEqual(['GET /suggestions?limit=3']);
  server.use(getSuggestionsHandler({ status: 403, body: errorsBody() }));
  const denied = await store.dispatch(endpoints.getSuggestions.initiate());
  expect(denied.data).toEqual({ suggestions: [] });
});

it('suggestTags posts title and content', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(suggestTagsHandler({ onRequest: seen }));
  const result = await store.dispatch(endpoints.suggestTags.initiate({ title: 'T', content: 'C' }));
  expect(result.data?.tags).toEqual(['catalog', 'yaml']);
  expect(seen.mock.calls[0][0].body).toEqual({ title: 'T', content: 'C' });
  expect(fetchCalls(extra)).toEqual(['POST /tags/suggest']);
});
