import { setupMswServer } from '../../testing/mswServer';
import { errorsBody, fetchCalls, flush, setupApiStore, type SeenRequest } from '../../testing/handlers/http';
import {
  createTemplateHandler,
  deleteTemplateHandler,
  getTemplateHandler,
  getTemplatesHandler,
  updateTemplateHandler,
} from '../../testing/handlers/templates';
import { templatesApi } from './templatesApi';

const server = setupMswServer();
const { endpoints } = templatesApi;
const template = { title: 'T', description: 'D', tags: ['bug'] };

it('reads the list (403 as empty) and one template', async () => {
  const { store, extra } = setupApiStore();
  server.use(getTemplatesHandler(), getTemplateHandler());
  await store.dispatch(endpoints.getTemplates.initiate());
  const one = await store.dispatch(endpoints.getTemplate.initiate(4));
  expect(one.data?.title).toBe('Bug report');
  expect(fetchCalls(extra)).toEqual(['GET /templates', 'GET /templates/4']);
  const denied = setupApiStore();
  server.use(getTemplatesHandler({ status: 403, body: errorsBody() }));
  expect((await denied.store.dispatch(endpoints.getTemplates.initiate())).data).toEqual({
    templates: [],
    total: 0,
  });
});

it('create refreshes the list; update and delete reread only that template', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(
    getTemplatesHandler(),
    getTemplateHandler(),
    createTemplateHandler({ onRequest: seen }),
    updateTemplateHandler({ onRequest: seen }),
    deleteTemplateHandler(),
  );
  const settle = async () => {
    await flush();
    await Promise.all(store.dispatch(templatesApi.util.getRunningQueriesThunk()));
  };
  store.dispatch(endpoints.getTemplates.initiate());
  store.dispatch(endpoints.getTemplate.initiate(5));
  await settle();
  await store.dispatch(endpoints.createTemplate.initiate(template));
  await settle();
  await store.dispatch(endpoints.updateTemplate.initiate({ id: 5, ...template }));
  await settle();
  const deleted = await store.dispatch(endpoints.deleteTemplate.initiate(5));
  await settle();
  expect(deleted.data).toBe(true);
  expect(seen.mock.calls.map(([r]) => r.body)).toEqual([template, template]);
  expect(fetchCalls(extra)).toEqual([
    'GET /templates',
    'GET /templates/5',
    'POST /templates',
    'GET /templates',
    'POST /templates/5',
    'GET /templates/5',
    'DELETE /templates/5',
    'GET /templates/5',
  ]);
});

it('refuses a missing id without a request', async () => {
  const { store, extra } = setupApiStore();
  const result = await store.dispatch(endpoints.deleteTemplate.initiate(NaN));
  expect(result.error).toMatchObject({ message: 'Invalid id provided' });
  expect(extra.fetchApi.fetch).not.toHaveBeenCalled();
});
