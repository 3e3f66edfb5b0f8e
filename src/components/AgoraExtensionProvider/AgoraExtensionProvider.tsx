import type { ReactNode } from 'react';
import { RouteHrefsProvider } from '../../hooks/routeHrefs';
import { AGORA_ROUTES } from '../../routes';
import { AgoraStoreProvider } from '../../state/AgoraStoreProvider';
import { AgoraTheme } from '../AgoraTheme';

/**
 * What Agora's UI needs around it outside Agora's page (the home page card,
 * the catalog entity tab): the app's one Agora store, so it shares a cache
 * with the page, and the route table, so its links lead to the pages where
 * the app mounted Agora rather than falling back to the questions list.
 */
export function AgoraExtensionProvider({ children }: { children?: ReactNode }) {
  return (
    <AgoraStoreProvider>
      <RouteHrefsProvider routes={AGORA_ROUTES}>
        <AgoraTheme>{children}</AgoraTheme>
      </RouteHrefsProvider>
    </AgoraStoreProvider>
  );
}
