import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  setupApiStore,
} from '../../testing/handlers/http';
import {
  getEntitiesHandler,
  getEntityHandler,
  getEntityLinksHandler,
} from '../../testing/handlers/entities';
import { entitiesApi } from './entitiesApi';

const server = setupMswServer();
const { endpoints } = entitiesApi;

it('getEntities sends its query string and reads 403 as empty', async () => {
  const { store, extra } = setupApiStore();
  server.use(getEntitiesHandler());
  await store.dispatch(
    endpoints.getEntities.initiate({ order: 'desc', searchQuery: '' }),
  );
  expect(fetchCalls(extra)).toEqual(['GET /entities?order=desc']);
  server.use(getEntitiesHandler({ status: 403, body: errorsBody() }));
  const denied = await store.dispatch(endpoints.getEntities.initiate({}));
  expect(denied.data).toEqual({ entities: [], total: 0 });
});

it('getEntity round-trips a ref as one segment and yields null when not ok', async () => {
  const { store, extra } = setupApiStore();
  server.use(getEntityHandler());
  const found = await store.dispatch(
    endpoints.getEntity.initiate('component:default/payments'),
  );
  expect(found.data).toMatchObject({ entityRef: 'component:default/payments' });
  expect(fetchCalls(extra)).toEqual([
    'GET /entities/component%3Adefault%2Fpayments',
  ]);
  server.use(getEntityHandler({ status: 500, body: null }));
  const failed = await store.dispatch(
    endpoints.getEntity.initiate('component:default/x'),
  );
  expect(failed.data).toBeNull();
});

it('getEntityLinks reads /entities/links', async () => {
  const { store, extra } = setupApiStore();
  server.use(getEntityLinksHandler());
  const result = await store.dispatch(endpoints.getEntityLinks.initiate());
  expect(result.data).toEqual({
    entities: [{ entityRef: 'component:default/payments', count: 2 }],
  });
  expect(fetchCalls(extra)).toEqual(['GET /entities/links']);
});
