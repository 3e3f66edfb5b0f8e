import {
  createApiFactory,
  configApiRef,
  discoveryApiRef,
  fetchApiRef,
  identityApiRef,
  type IdentityApi,
} from '@backstage/core-plugin-api';
import {
  createFetchApi,
  FetchMiddlewares,
  type FetchMiddleware,
} from '@backstage/core-app-api';

/** localStorage key holding the demo user the dev app acts as. */
export const DEV_USER_KEY = 'agora.devUser';
/** Must match the header the dev backend reads (dev/backend/plugin/service/identity.ts). */
const DEV_IDENTITY_HEADER = 'x-agora-user';

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

/**
 * Adds the dev identity header to Agora backend calls when a demo user is
 * picked, so one browser can act as several people. The backend honours it
 * only when `agora.devIdentity` is on (development).
 */
const actAsDemoUser = (): FetchMiddleware => ({
  apply: next => async (input, init) => {
    const user = getDevUser();
    const url = input instanceof Request ? input.url : String(input);
    if (!user || !url.includes('/api/agora')) return next(input, init);
    const request = new Request(input, init);
    request.headers.set(DEV_IDENTITY_HEADER, user);
    return next(request);
  },
});

/** The default fetchApi of Backstage apps plus {@link actAsDemoUser}. */
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
        FetchMiddlewares.injectIdentityAuth({ identityApi, config: configApi }),
        actAsDemoUser(),
        FetchMiddlewares.clarifyFailures(),
      ],
    }),
});

/**
 * The signed-in identity as seen by the acted-as demo user: Agora's
 * self-detection (`useSignedInUserRef`) reads the identity API, so it must
 * name the same user as the header above. Credentials stay the signed-in
 * user's, since the header, not the token, picks who Agora's backend sees.
 */
export function actingAs(
  identityApi: IdentityApi,
  userRef: string,
): IdentityApi {
  return {
    getBackstageIdentity: async () => ({
      ...(await identityApi.getBackstageIdentity()),
      userEntityRef: userRef,
      ownershipEntityRefs: [userRef],
    }),
    getProfileInfo: () => identityApi.getProfileInfo(),
    getCredentials: () => identityApi.getCredentials(),
    signOut: () => identityApi.signOut(),
  };
}
