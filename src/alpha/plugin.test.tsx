import { screen, within } from '@testing-library/react';
import {
  ApiBlueprint,
  coreExtensionData,
} from '@backstage/frontend-plugin-api';
import {
  createExtensionTester,
  mockApis,
  renderInTestApp,
  renderTestApp,
} from '@backstage/frontend-test-utils';
import { convertLegacyRouteRef } from '@backstage/core-compat-api';
import type { Entity } from '@backstage/catalog-model';
import { EntityProvider } from '@backstage/plugin-catalog-react';
import { EntityContentBlueprint } from '@backstage/plugin-catalog-react/alpha';
import { HomePageWidgetBlueprint } from '@backstage/plugin-home-react/alpha';
import { SearchResultListItemBlueprint } from '@backstage/plugin-search-react/alpha';
import type { AgoraPostSearchDocument } from '../api/types';
import { cardSettingsJsonSchema } from '../features/card/cardSettings';
import { agoraRouteRefs, catalogEntityRouteRef, rootRouteRef } from '../routes';
import { agoraStoreApiRef } from '../state/storeApi';
import { makePost } from '../testing/fixtures/posts';
import { getPostsHandler } from '../testing/handlers/posts';
import { setupMswServer } from '../testing/mswServer';
import agoraPluginDefault, { agoraPlugin } from './index';

const server = setupMswServer();

const questions = [
  makePost({ id: 1, title: 'How do I configure the catalog?' }),
  makePost({ id: 2, type: 'article', title: 'Our golden paths' }),
];
const servePosts = () =>
  server.use(
    getPostsHandler({ body: { posts: questions, total: questions.length } }),
  );

// The app's user: the default fetch API waits for a signed-in identity.
const identity = mockApis.identity({ userEntityRef: 'user:default/guest' });
// Agora mounted where the page puts it, for extensions rendered on their own.
const mountedAgora = { '/agora': convertLegacyRouteRef(rootRouteRef) };

describe('agoraPlugin (new frontend system)', () => {
  it('is the default export, with every extension and the route refs', () => {
    expect(agoraPluginDefault).toBe(agoraPlugin);
    expect(agoraPlugin.pluginId).toBe('agora');
    for (const id of [
      'api:agora/store',
      'page:agora',
      'home-page-widget:agora/card',
      'search-result-list-item:agora',
      'search-filter-result-type:agora',
      'entity-content:agora',
    ] as const) {
      expect(agoraPlugin.getExtension(id)).toBeDefined();
    }
    // Other plugins link with the legacy refs, converted in place.
    expect(Object.keys(agoraPlugin.routes).sort()).toEqual(
      Object.keys(agoraRouteRefs).sort(),
    );
    expect(agoraPlugin.routes.root).toBe(convertLegacyRouteRef(rootRouteRef));
    // "View in catalog" on the user page: the legacy ref, converted with its
    // default target (the catalog's entity page).
    expect(agoraPlugin.externalRoutes.catalogEntity).toBe(
      convertLegacyRouteRef(catalogEntityRouteRef),
    );
  });

  it('provides the store API', () => {
    const tester = createExtensionTester(
      agoraPlugin.getExtension('api:agora/store'),
    );
    expect(tester.get(ApiBlueprint.dataRefs.factory).api).toBe(
      agoraStoreApiRef,
    );
  });

  it('serves the questions page at /agora, with its nav item', async () => {
    servePosts();
    renderTestApp({
      features: [agoraPlugin],
      initialRouteEntries: ['/agora'],
      apis: [identity],
    });
    // The page's chunk and then the list's: slow on first load.
    expect(
      await screen.findByRole(
        'link',
        { name: 'How do I configure the catalog?' },
        { timeout: 20_000 },
      ),
    ).toHaveAttribute('href', '/agora/questions/1');
    // Agora's own header only: the page blueprint's is off.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: 'Q&A', level: 1 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: /sidebar/i })).getByRole(
        'link',
        { name: 'Q&A' },
      ),
    ).toHaveAttribute('href', '/agora');
  });

  it('routes its page through the React Router v6 adapter, without the implicit-routing warning', async () => {
    // The app warns only in development builds, when the page's routes read
    // the app's implicit React Router context (frontend-app-api 0.17).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const warn = jest.spyOn(console, 'warn');
    try {
      servePosts();
      renderTestApp({
        features: [agoraPlugin],
        initialRouteEntries: ['/agora/questions'],
        apis: [identity],
      });
      // The list under the page's own <Routes>, its links resolved by them.
      expect(
        await screen.findByRole(
          'link',
          { name: 'How do I configure the catalog?' },
          { timeout: 20_000 },
        ),
      ).toHaveAttribute('href', '/agora/questions/1');
      const routingWarnings = warn.mock.calls.filter(args =>
        String(args[0]).includes('implicit React Router'),
      );
      expect(routingWarnings).toEqual([]);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      warn.mockRestore();
    }
  });

  it('offers the dashboard card as a home page widget', async () => {
    servePosts();
    const widget = createExtensionTester(
      agoraPlugin.getExtension('home-page-widget:agora/card'),
    ).get(HomePageWidgetBlueprint.dataRefs.widget);
    // The legacy card's name, frame and settings: saved layouts carry over.
    expect(widget).toMatchObject({
      name: 'AgoraHomePageCard',
      title: 'Q&A',
      description: 'Shows Q&A posts',
      layout: {
        height: { minRows: 6, defaultRows: 10 },
        width: { minColumns: 6 },
      },
      settings: { schema: cardSettingsJsonSchema },
    });
    renderInTestApp(widget.component, {
      features: [agoraPlugin],
      apis: [identity],
      mountedRoutes: mountedAgora,
    });
    const table = await screen.findByRole('table', { name: 'Q&A posts' });
    expect(
      within(table).getByRole('link', { name: 'Our golden paths' }),
    ).toHaveAttribute('href', '/agora/articles/2');
  });

  it('renders Agora results in portal search, and only those', async () => {
    const item = createExtensionTester(
      agoraPlugin.getExtension('search-result-list-item:agora'),
    ).get(SearchResultListItemBlueprint.dataRefs.item);
    const document: AgoraPostSearchDocument = {
      title: 'How do I rotate keys?',
      text: 'Use the vault CLI.',
      location: '/agora/questions/12',
      kind: 'question',
      created: '2024-05-01T10:00:00.000Z',
      author: 'user:default/jane.doe',
      score: 5,
      answersCount: 1,
      views: 40,
      tags: [],
    };
    expect(item.predicate?.({ type: 'agora', document })).toBe(true);
    expect(item.predicate?.({ type: 'software-catalog', document })).toBe(
      false,
    );
    const Item = item.component;
    renderInTestApp(<Item result={document} />);
    expect(
      await screen.findByRole('link', { name: 'How do I rotate keys?' }),
    ).toHaveAttribute('href', '/agora/questions/12');
  });

  it("adds a Q&A tab to catalog entity pages listing the entity's posts", async () => {
    const queries: unknown[] = [];
    server.use(
      getPostsHandler({
        body: { posts: questions, total: questions.length },
        onRequest: request => queries.push(request.body),
      }),
    );
    const tester = createExtensionTester(
      agoraPlugin.getExtension('entity-content:agora'),
    );
    expect(tester.get(coreExtensionData.routePath)).toBe('/agora');
    expect(tester.get(EntityContentBlueprint.dataRefs.title)).toBe('Q&A');

    const entity: Entity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name: 'payments-service', namespace: 'default' },
    };
    renderInTestApp(
      <EntityProvider entity={entity}>{tester.reactElement()}</EntityProvider>,
      {
        features: [agoraPlugin],
        apis: [identity],
        mountedRoutes: mountedAgora,
      },
    );
    expect(
      await screen.findByRole('link', { name: 'Our golden paths' }),
    ).toHaveAttribute('href', '/agora/articles/2');
    expect(queries[0]).toMatchObject({
      entities: ['component:default/payments-service'],
    });
    expect(screen.getByRole('link', { name: 'Ask question' })).toHaveAttribute(
      'href',
      '/agora/questions/ask?entity=component%3Adefault%2Fpayments-service',
    );
  });
});
