import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  setupApiStore,
  type SeenRequest,
} from '../../testing/handlers/http';
import { linkMetadataHandler } from '../../testing/handlers/links';
import { linkMetadataApi } from './linkMetadataApi';

const server = setupMswServer();

it('posts the url once per address', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(linkMetadataHandler({ onRequest: seen }));
  const result = await store.dispatch(
    linkMetadataApi.endpoints.getLinkMetadata.initiate('https://backstage.io'),
  );
  await store.dispatch(
    linkMetadataApi.endpoints.getLinkMetadata.initiate('https://backstage.io'),
  );
  expect(result.data?.title).toBe('Backstage');
  expect(seen.mock.calls[0][0].body).toEqual({ url: 'https://backstage.io' });
  expect(fetchCalls(extra)).toEqual(['POST /url']);
});

it('fails with "Failed to fetch" carrying the errors when refused', async () => {
  const { store } = setupApiStore();
  server.use(
    linkMetadataHandler({ status: 400, body: errorsBody('private address') }),
  );
  const result = await store.dispatch(
    linkMetadataApi.endpoints.getLinkMetadata.initiate('http://10.0.0.1'),
  );
  expect(result.error).toMatchObject({
    message: 'Failed to fetch',
    errors: [{ message: 'private address' }],
  });
});
