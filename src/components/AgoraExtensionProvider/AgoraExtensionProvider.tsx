import type { ReactNode } from 'react';
import { AgoraPagesProvider } from '../../hooks/agoraPages';
import { AGORA_PAGES } from '../../pages';
import { AgoraStoreProvider } from '../../state/AgoraStoreProvider';
import { AgoraTheme } from '../AgoraTheme';

/**
 * What Agora's UI needs around it outside Agora's page (the home page card,
 * the catalog entity tab): the app's one Agora store, so it shares a cache
 * with the page, and the page table, so its links lead to the pages where
 * the app mounted Agora rather than falling back to the questions list.
 */
export function AgoraExtensionProvider({ children }: { children?: ReactNode }) {
  return (
    <AgoraStoreProvider>
      <AgoraPagesProvider pages={AGORA_PAGES}>
        <AgoraTheme>{children}</AgoraTheme>
      </AgoraPagesProvider>
    </AgoraStoreProvider>
  );
}
