import { screen } from '@testing-library/react';
import { mockBreakpoint } from '@backstage/test-utils';
import { agoraPlugin, AgoraPage } from './plugin';
import * as agora from './index';
import { AGORA_ROUTES, rootRouteRef } from './routes';
import { agoraStoreApiRef } from './state/storeApi';
import { getFollowedTagsHandler } from './testing/handlers/follows';
import { getPermissionsHandler } from './testing/handlers/permissions';
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

  it('registers and exports the route refs of the pages that exist, and no others', () => {
    const pageRefs = Object.fromEntries(
      AGORA_ROUTES.map(page => [page.id, page.routeRef]),
    );
    expect(agoraPlugin.routes).toEqual({ root: rootRouteRef, ...pageRefs });
    expect(Object.keys(agoraPlugin.routes).sort()).toEqual([
      'answerHistory',
      'article',
      'articleHistory',
      'articles',
      'ask',
      'collection',
      'collections',
      'createCollection',
      'createLink',
      'editArticle',
      'editCollection',
      'editLink',
      'editQuestion',
      'entities',
      'entity',
      'favorites',
      'link',
      'linkHistory',
      'links',
      'moderate',
      'question',
      'questionHistory',
      'questions',
      'root',
      'statistics',
      'tag',
      'tags',
      'user',
      'users',
      'writeArticle',
    ]);
    expect(agora.agoraRouteRefs).toBe(agoraPlugin.routes);
    // The package exports no other route refs than the root and that object.
    const isRouteRef = (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      /RouteRef$/.test(String((value as { $$type?: string }).$$type));
    expect(Object.values(agora).filter(isRouteRef)).toEqual([rootRouteRef]);
    expect(agora.agoraRootRouteRef).toBe(rootRouteRef);
  });

  it('loads the page lazily as a routable extension', async () => {
    mockBreakpoint({ matches: true });
    server.use(
      getPostListHandler(),
      getFollowedTagsHandler(),
      getPermissionsHandler(),
    );
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
