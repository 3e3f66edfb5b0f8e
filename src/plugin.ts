import {
  createComponentExtension,
  createPlugin,
  createRoutableExtension,
} from '@backstage/core-plugin-api';
import { createCardExtension } from '@backstage/plugin-home-react';
import { createSearchResultListItemExtension } from '@backstage/plugin-search-react';
import { AGORA_SEARCH_TYPE, type CardSettings } from './api/types';
import { agoraCardOptions } from './features/card/cardExtension';
import {
  agoraRouteRefs,
  catalogEntityRouteRef,
  rootRouteRef,
} from './routes';
import { agoraStoreApiFactory } from './state/storeApi';

/**
 * The Agora plugin. Its store API is created once per app and shared by the
 * page and every other Agora extension.
 * @public
 */
export const agoraPlugin = createPlugin({
  id: 'agora',
  apis: [agoraStoreApiFactory],
  // The root and every page of the table, so other plugins can link into Agora.
  routes: agoraRouteRefs,
  // Optional: the user page links to the person's catalog entity when bound.
  externalRoutes: { catalogEntity: catalogEntityRouteRef },
});

/** The Agora page; mount it on a route of the app. @public */
export const AgoraPage = agoraPlugin.provide(
  createRoutableExtension({
    name: 'AgoraPage',
    component: () => import('./AgoraPage').then(m => m.AgoraPage),
    mountPoint: rootRouteRef,
  }),
);

/**
 * Agora's posts and collections in portal search: put it inside the search
 * page's result list; it renders documents of type `agora` only.
 * @public
 */
export const AgoraSearchResultListItem = agoraPlugin.provide(
  createSearchResultListItemExtension({
    name: 'AgoraSearchResultListItem',
    component: () =>
      import('./features/search/AgoraSearchResultListItem').then(
        m => m.AgoraSearchResultListItem,
      ),
    predicate: result => result.type === AGORA_SEARCH_TYPE,
  }),
);

/**
 * Agora's dashboard card for the home page (`@backstage/plugin-home`): the
 * latest, favorite or most viewed posts in a table. Its settings (post type,
 * rows per page, quick filter) can be passed as props or set in a custom
 * home page's settings form. It shares the app's Agora store with the page.
 * @public
 */
export const AgoraHomePageCard = agoraPlugin.provide(
  createCardExtension<Partial<CardSettings>>(agoraCardOptions),
);

/**
 * The "Q&A" tab of a catalog entity's page: the entity's posts of every
 * type, with Ask / Write / Share prefilled with it. Put it in an
 * `EntityLayout.Route` of the app's entity pages; it reads the entity with
 * `useEntity()` and shares the app's Agora store with the page.
 * @public
 */
export const EntityAgoraContent = agoraPlugin.provide(
  createComponentExtension({
    name: 'EntityAgoraContent',
    component: {
      lazy: () =>
        import('./features/entityContent/EntityAgoraContent').then(
          m => m.EntityAgoraContent,
        ),
    },
  }),
);
