import { useMemo, type ReactNode } from 'react';
import {
  discoveryApiRef,
  identityApiRef,
  useApi,
  type ApiHolder,
  type ApiRef,
} from '@backstage/core-plugin-api';
import { ApiProvider } from '@backstage/core-app-api';
import { devActingIdentity } from './devIdentity';

/**
 * Gives the pages below it the identity of the demo user picked in the
 * "Act as" switcher (the same one the fetch API's token comes from, see
 * devIdentity.ts). The app's identity API cannot be replaced (Backstage
 * registers it itself), so both dev apps override it for Agora with a nested
 * ApiProvider, which falls back to the app's for every other API: the legacy
 * app around its pages, the new frontend system's around every Agora
 * extension (a plugin wrapper).
 */
export function DevActingIdentity({ children }: { children: ReactNode }) {
  const identityApi = useApi(identityApiRef);
  const discoveryApi = useApi(discoveryApiRef);
  const apis = useMemo((): ApiHolder | null => {
    // The switcher reloads the page, so the pick is read once.
    const acting = devActingIdentity(identityApi, discoveryApi);
    if (!acting) return null;
    return {
      // Only the identity ref gets this value, so it is the T asked for.
      get: <T,>(ref: ApiRef<T>) =>
        ref.id === identityApiRef.id ? (acting as T) : undefined,
    };
  }, [identityApi, discoveryApi]);
  return apis ? (
    <ApiProvider apis={apis}>{children}</ApiProvider>
  ) : (
    <>{children}</>
  );
}
