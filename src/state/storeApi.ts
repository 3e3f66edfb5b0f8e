import {
  alertApiRef,
  configApiRef,
  createApiFactory,
  createApiRef,
  discoveryApiRef,
  fetchApiRef,
} from '@backstage/core-plugin-api';
import { makeAgoraStore, type AgoraStore } from './store';

/**
 * Agora's Redux store as a Backstage utility API: the app creates it once,
 * and the page, the home page card and the search item share it.
 * @public
 */
export const agoraStoreApiRef = createApiRef<AgoraStore>({
  id: 'plugin.agora.store',
});

/** Builds the one store of an app from the app's Backstage APIs. @public */
export const agoraStoreApiFactory = createApiFactory({
  api: agoraStoreApiRef,
  deps: {
    discoveryApi: discoveryApiRef,
    fetchApi: fetchApiRef,
    configApi: configApiRef,
    alertApi: alertApiRef,
  },
  factory: extra => makeAgoraStore({ extra }),
});
