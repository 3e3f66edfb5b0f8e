import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  flush,
  setupApiStore,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  createTagHandler,
  deleteTagHandler,
  getTagHandler,
  getTagsHandler,
  updateTagHandler,
} from '../../testing/handlers/tags';
import { tagsApi } from './tagsApi';

const server = setupMswServer();
const { endpoints } = tagsApi;

it('getTags sends its query string and reads 403 as empty', async () => {
  const { store, extra } = setupApiStore();
  server.use(getTagsHandler());
  const result = await store.dispatch(
    endpoints.getTags.initiate({
      searchQuery: 'cat',
      limit: 20,
      offset: 0,
      orderBy: 'postsCount',
    }),
  );
  expect(result.data?.total).toBe(2);
  expect(fetchCalls(extra)).toEqual([
    'GET /tags?searchQuery=cat&limit=20&orderBy=postsCount',
  ]);
  server.use(getTagsHandler({ status: 403, body: errorsBody() }));
  const denied = await store.dispatch(endpoints.getTags.initiate({ limit: 1 }));
  expect(denied.data).toEqual({ tags: [], total: 0 });
});

it('getTag reads by name, and yields null when not ok', async () => {
  const { store, extra } = setupApiStore();
  server.use(getTagHandler());
  const found = await store.dispatch(endpoints.getTag.initiate('c++'));
  expect(found.data).toMatchObject({ tag: 'catalog' });
  expect(fetchCalls(extra)).toEqual(['GET /tags/c%2B%2B']);
  server.use(getTagHandler({ status: 404, body: errorsBody('Tag not found') }));
  const missing = await store.dispatch(endpoints.getTag.initiate('nope'));
  expect(missing.error).toBeUndefined();
  expect(missing.data).toBeNull();
});

it('createTag PUTs and updateTag POSTs description and experts', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(
    createTagHandler({ onRequest: seen }),
    updateTagHandler({ onRequest: seen }),
  );
  await store.dispatch(
    endpoints.createTag.initiate({
      tag: 'new',
      description: 'd',
      experts: ['user:default/a'],
    }),
  );
  await store.dispatch(
    endpoints.updateTag.initiate({ id: 7, description: 'e', experts: [] }),
  );
  expect(fetchCalls(extra)).toEqual(['PUT /tags', 'POST /tags/7']);
  expect(seen.mock.calls.map(([r]) => r.body)).toEqual([
    { tag: 'new', description: 'd', experts: ['user:default/a'] },
    { description: 'e', experts: [] },
  ]);
});

it('deleteTag sends the reason, yields a boolean, rereads only that tag', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(
    getTagsHandler(),
    getTagHandler(),
    deleteTagHandler({ onRequest: seen }),
  );
  store.dispatch(endpoints.getTags.initiate({}));
  store.dispatch(endpoints.getTag.initiate('techdocs'));
  await Promise.all(store.dispatch(tagsApi.util.getRunningQueriesThunk()));
  const deleted = await store.dispatch(
    endpoints.deleteTag.initiate({ id: 8, reason: 'dup' }),
  );
  await flush();
  await Promise.all(store.dispatch(tagsApi.util.getRunningQueriesThunk()));
  expect(deleted.data).toBe(true);
  expect(seen.mock.calls[0][0].body).toEqual({ reason: 'dup' });
  // The list holds tag 8; the single read (fixture id 7) does not.
  expect(fetchCalls(extra)).toEqual([
    'GET /tags',
    'GET /tags/techdocs',
    'DELETE /tags/8',
    'GET /tags',
  ]);
});

it('deleteTag refuses a missing id without a request', async () => {
  const { store, extra } = setupApiStore();
  const result = await store.dispatch(
    endpoints.deleteTag.initiate({ id: NaN }),
  );
  expect(result.error).toMatchObject({ message: 'Invalid id provided' });
  expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
});
