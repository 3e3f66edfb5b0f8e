import { AgoraRouter } from '../AgoraRouter';
import { AgoraTheme } from '../components/AgoraTheme';
import { AgoraStoreProvider } from '../state/AgoraStoreProvider';

/**
 * Agora's page: the app's Agora store on the private context, then the
 * shell and its routes. Loaded lazily by the plugin's routable extension.
 */
export function AgoraPage() {
  return (
    <AgoraStoreProvider>
      <AgoraTheme>
        <AgoraRouter />
      </AgoraTheme>
    </AgoraStoreProvider>
  );
}
