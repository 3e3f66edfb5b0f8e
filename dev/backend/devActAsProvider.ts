import type { Request } from 'express';
import { createBackendModule } from '@backstage/backend-plugin-api';
import {
  authProvidersExtensionPoint,
  createProxyAuthenticator,
  createProxyAuthProviderFactory,
} from '@backstage/plugin-auth-node';
import { InputError, NotAllowedError } from '@backstage/errors';
import { ACT_AS_PROVIDER_ID } from './actAsSignIn';

const USER_REF = /^user:[a-z0-9_.-]+\/[a-z0-9_.-]+$/i;

function requestedUser(req: Request): string {
  const user = req.query.user;
  if (typeof user !== 'string' || !USER_REF.test(user))
    throw new InputError('Give the user to act as: ?user=user:default/name');
  return user;
}

/**
 * Who asks is not checked: anyone who reaches the backend may sign in as
 * anyone. So, like the guest provider, it refuses to work outside
 * development (`NODE_ENV`), and unlike the guest provider it has no switch
 * to allow that.
 */
const actAsAuthenticator = createProxyAuthenticator({
  defaultProfileTransform: async () => ({ profile: {} }),
  initialize: () => ({ disabled: process.env.NODE_ENV !== 'development' }),
  async authenticate({ req }, { disabled }) {
    if (disabled)
      throw new NotAllowedError(
        'The actAs sign-in provider works only in development',
      );
    return { result: { userRef: requestedUser(req) } };
  },
});

/**
 * The dev portal's "Act as" sign-in (dev/app/devIdentity.ts): a real
 * Backstage token for the chosen demo user, resolved through the catalog so
 * their groups count, for the permission policy and for Agora alike. Only
 * users of the catalog sign in (others answer 404), so a token never lacks
 * the groups of a user the catalog has not ingested yet.
 */
export const devActAsProviderModule = createBackendModule({
  pluginId: 'auth',
  moduleId: 'agora-dev-act-as-provider',
  register(reg) {
    reg.registerInit({
      deps: { providers: authProvidersExtensionPoint },
      async init({ providers }) {
        providers.registerProvider({
          providerId: ACT_AS_PROVIDER_ID,
          factory: createProxyAuthProviderFactory<{ userRef: string }>({
            authenticator: actAsAuthenticator,
            signInResolver: ({ result }, ctx) =>
              ctx.signInWithCatalogUser({ entityRef: result.userRef }),
          }),
        });
      },
    });
  },
});
