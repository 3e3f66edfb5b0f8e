import { screen } from '@testing-library/react';
import { mockBreakpoint } from '@backstage/test-utils';
import { agoraPlugin, AgoraPage } from './plugin';
import { agoraStoreApiRef } from './state/storeApi';
import { getFollowedTagsHandler } from './testing/handlers/follows';
import { getPostListHandler } from './testing/handlers/posts';
import { setupMswServer } from './testing/mswServer';
import { renderAgora } from './testing/renderAgora';

const server = setupMswServer();

describe('agoraPlugin', () => {
  it('is the agora plugin and brings its store API', () => {
    expect(agoraPlugin.getId()).toBe('agora');
    expect([...agoraPlugin.getApis()].map(factory => factory.api)).toEqual([
      agoraStoreApiRef,
    ]);
  });

  it('loads the page lazily as a routable extension', async () => {
    mockBreakpoint({ matches: true });
    server.use(getPostListHandler(), getFollowedTagsHandler());
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    expect(
      await screen.findByRole('heading', { name: 'Q&A', level: 1 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Hot questions' }),
    ).toBeInTheDocument();
    // The lazy import transpiles the whole page on first load: slow on a busy machine.
  }, 30_000);
});
