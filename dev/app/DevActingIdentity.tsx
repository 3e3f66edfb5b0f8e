import { useMemo, type ReactNode } from 'react';
import {
  identityApiRef,
  useApi,
  type ApiHolder,
  type ApiRef,
} from '@backstage/core-plugin-api';
import { ApiProvider } from '@backstage/core-app-api';
import { actingAs, getDevUser } from './devIdentity';

/**
 * Gives the pages below it the identity of the demo user picked in the
 * "Act as" switcher. The app's identity API cannot be replaced (Backstage
 * registers it itself), so the dev app overrides it for its pages with a
 * nested ApiProvider, which falls back to the app's for every other API.
 */
export function DevActingIdentity({ children }: { children: ReactNode }) {
  const identityApi = useApi(identityApiRef);
  // The switcher reloads the page, so the pick is read once.
  const user = getDevUser();
  const apis = useMemo((): ApiHolder | null => {
    if (!user) return null;
    const acting = actingAs(identityApi, user);
    return {
      // Only the identity ref gets this value, so it is the T asked for.
      get: <T,>(ref: ApiRef<T>) =>
        ref.id === identityApiRef.id ? (acting as T) : undefined,
    };
  }, [identityApi, user]);
  return apis ? (
    <ApiProvider apis={apis}>{children}</ApiProvider>
  ) : (
    <>{children}</>
  );
}
