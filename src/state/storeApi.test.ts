import { postsApi } from '../features/posts/postsApi';
import { getPostListHandler } from '../testing/handlers/posts';
import { setupMswServer } from '../testing/mswServer';
import { createTestExtra } from '../testing/testApis';
import { agoraStoreApiFactory, agoraStoreApiRef } from './storeApi';

const server = setupMswServer();

describe('agoraStoreApiFactory', () => {
  it('is registered under the plugin.agora.store id', () => {
    expect(agoraStoreApiRef.id).toBe('plugin.agora.store');
    expect(agoraStoreApiFactory.api).toBe(agoraStoreApiRef);
  });

  it('builds a store whose requests go through the app APIs it was given', async () => {
    server.use(getPostListHandler());
    const extra = createTestExtra();
    const store = agoraStoreApiFactory.factory(extra);
    const result = await store.dispatch(
      postsApi.endpoints.getPostList.initiate({ list: 'hot' }),
    );
    expect(extra.discoveryApi.getBaseUrl).toHaveBeenCalledWith('agora');
    expect(extra.fetchApi.fetch).toHaveBeenCalledTimes(1);
    expect(result.data?.total).toBe(2);
    expect(Object.keys(store.getState())).toEqual(
      expect.arrayContaining([
        'agoraApi',
        'listFilters',
        'drafts',
        'preferences',
      ]),
    );
  });
});
