import {
  createApiFactory,
  configApiRef,
  discoveryApiRef,
  fetchApiRef,
  identityApiRef,
  type BackstageUserIdentity,
  type DiscoveryApi,
  type IdentityApi,
} from '@backstage/core-plugin-api';
import { createFetchApi, FetchMiddlewares } from '@backstage/core-app-api';
import { requestActAsIdentity } from '../backend/actAsSignIn';

/** localStorage key holding the demo user the dev app acts as. */
export const DEV_USER_KEY = 'agora.devUser';

export function getDevUser(): string | null {
  try {
    return window.localStorage.getItem(DEV_USER_KEY);
  } catch {
    return null;
  }
}

export function setDevUser(userRef: string | null) {
  if (userRef) window.localStorage.setItem(DEV_USER_KEY, userRef);
  else window.localStorage.removeItem(DEV_USER_KEY);
}

/** A token is fetched again this long before it expires. */
const RENEW_BEFORE_MS = 60_000;

interface ActingSession {
  token: string;
  identity: BackstageUserIdentity;
  expiresAt: number;
}

/**
 * Signs in as `userRef` through the dev backend's actAs provider: a real
 * Backstage token, resolved through the catalog, so the permission policy
 * and Agora both see that user and their groups.
 */
export async function signInAs(
  discoveryApi: DiscoveryApi,
  userRef: string,
  fetchFn: typeof fetch = fetch,
): Promise<ActingSession> {
  const backstageIdentity = await requestActAsIdentity(
    await discoveryApi.getBaseUrl('auth'),
    userRef,
    {},
    fetchFn,
  );
  return {
    token: backstageIdentity.token,
    identity: { type: 'user', ...backstageIdentity.identity },
    expiresAt: Date.now() + (backstageIdentity.expiresInSeconds ?? 3600) * 1000,
  };
}

/**
 * The identity of the demo user picked in the "Act as" switcher: that
 * user's own token and identity from {@link signInAs}, renewed before it
 * expires. The profile and sign-out stay the signed-in user's.
 */
export function actingAs(
  identityApi: IdentityApi,
  signIn: () => Promise<ActingSession>,
): IdentityApi {
  let session: Promise<ActingSession> | undefined;
  const current = async () => {
    const held = session && (await session.catch(() => undefined));
    if (!held || held.expiresAt - RENEW_BEFORE_MS < Date.now())
      session = signIn();
    return session!;
  };
  return {
    getBackstageIdentity: async () => (await current()).identity,
    getCredentials: async () => ({ token: (await current()).token }),
    getProfileInfo: () => identityApi.getProfileInfo(),
    signOut: () => identityApi.signOut(),
  };
}

/**
 * One acting identity per page load (the switcher reloads the page), shared
 * by the fetch API and the pages' identity API, or none when no demo user
 * is picked. A pick that cannot sign in (a user no longer in the catalog)
 * is forgotten, so the next page load is the signed-in user's again rather
 * than failing every call, the switcher's own included.
 */
let acting: { user: string; identity: IdentityApi } | undefined;
export function devActingIdentity(
  identityApi: IdentityApi,
  discoveryApi: DiscoveryApi,
): IdentityApi | undefined {
  const user = getDevUser();
  if (!user) return undefined;
  if (acting?.user !== user)
    acting = {
      user,
      identity: actingAs(identityApi, () =>
        signInAs(discoveryApi, user).catch(error => {
          setDevUser(null);
          throw error;
        }),
      ),
    };
  return acting.identity;
}

/**
 * The default fetchApi of Backstage apps, whose backend calls carry the
 * acting demo user's token when one is picked, so every plugin (Agora,
 * search, the catalog) is called as that user.
 */
export const devFetchApiFactory = createApiFactory({
  api: fetchApiRef,
  deps: {
    configApi: configApiRef,
    identityApi: identityApiRef,
    discoveryApi: discoveryApiRef,
  },
  factory: ({ configApi, identityApi, discoveryApi }) =>
    createFetchApi({
      middleware: [
        FetchMiddlewares.resolvePluginProtocol({ discoveryApi }),
        FetchMiddlewares.injectIdentityAuth({
          identityApi:
            devActingIdentity(identityApi, discoveryApi) ?? identityApi,
          config: configApi,
        }),
        FetchMiddlewares.clarifyFailures(),
      ],
    }),
});
