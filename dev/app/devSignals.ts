import {
  createApiFactory,
  discoveryApiRef,
  identityApiRef,
} from '@backstage/core-plugin-api';
import { SignalClient } from '@backstage/plugin-signals';
import { signalApiRef } from '@backstage/plugin-signals-react';
import { devActingIdentity } from './devIdentity';

/**
 * The signals API of both dev apps, whose WebSocket signs in as the demo
 * user picked with "Act as" (devIdentity.ts), like the fetch API: the
 * notifications bell of that user then updates as their notifications
 * arrive, rather than the signed-in guest's. Overrides signals' own factory.
 */
export const devSignalApiFactory = createApiFactory({
  api: signalApiRef,
  deps: { identityApi: identityApiRef, discoveryApi: discoveryApiRef },
  factory: ({ identityApi, discoveryApi }) =>
    SignalClient.create({
      identity: devActingIdentity(identityApi, discoveryApi) ?? identityApi,
      discoveryApi,
    }),
});
