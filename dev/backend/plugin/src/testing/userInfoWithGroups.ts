import {
  coreServices,
  createServiceFactory,
} from '@backstage/backend-plugin-api';

/**
 * The user info service as the catalog would answer it: each signed-in
 * user owns themselves and the groups `groupsOf` names, asked anew on every
 * request, so a test may change someone's groups between requests.
 */
export const userInfoWithGroups = (groupsOf: (userRef: string) => string[]) =>
  createServiceFactory({
    service: coreServices.userInfo,
    deps: {},
    factory: () => ({
      async getUserInfo(credentials) {
        const { userEntityRef } = credentials.principal as {
          userEntityRef: string;
        };
        return {
          userEntityRef,
          ownershipEntityRefs: [userEntityRef, ...groupsOf(userEntityRef)],
        };
      },
    }),
  });
