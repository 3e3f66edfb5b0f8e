import { screen } from '@testing-library/react';
import { mockBreakpoint } from '@backstage/test-utils';
import { agoraPlugin, AgoraPage } from './plugin';
import * as agora from './index';
import * as routes from './routes';
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

  it('exposes every route ref, in the plugin and the package exports, for links from other plugins', () => {
    const refs = Object.entries(routes);
    expect(refs.length).toBeGreaterThan(20);
    const registered = Object.values(agoraPlugin.routes);
    const exported = Object.values(agora);
    for (const [name, ref] of refs) {
      expect([name, registered.includes(ref)]).toEqual([name, true]);
      expect([name, exported.includes(ref)]).toEqual([name, true]);
    }
    expect(agoraPlugin.routes).toMatchObject({
      root: routes.rootRouteRef,
      question: routes.questionRouteRef,
    });
    expect(agora.agoraQuestionRouteRef).toBe(routes.questionRouteRef);
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
