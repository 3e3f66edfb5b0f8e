import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useApi } from '@backstage/core-plugin-api';
import { AgoraReduxContext } from './context';
import { agoraStoreApiRef } from './storeApi';

/**
 * Makes the app's Agora store available to Agora's hooks. It uses Agora's
 * private context, so a host app's own react-redux Provider is untouched.
 */
export function AgoraStoreProvider({ children }: { children: ReactNode }) {
  const store = useApi(agoraStoreApiRef);
  return (
    <Provider store={store} context={AgoraReduxContext}>
      {children}
    </Provider>
  );
}
