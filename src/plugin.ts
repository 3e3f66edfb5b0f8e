import {
  createPlugin,
  createRoutableExtension,
} from '@backstage/core-plugin-api';
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
