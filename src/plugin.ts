import {
  createPlugin,
  createRoutableExtension,
} from '@backstage/core-plugin-api';
import { createSearchResultListItemExtension } from '@backstage/plugin-search-react';
import { AGORA_SEARCH_TYPE } from './api/types';
import { agoraRouteRefs } from './pages';
import { rootRouteRef } from './routes';
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
