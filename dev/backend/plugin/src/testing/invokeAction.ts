import request from 'supertest';
import { mockCredentials } from '@backstage/backend-test-utils';
import { actionsRegistryServiceFactory } from '@backstage/backend-defaults/alpha';

/**
 * Backstage's real actions registry, in place of the test backend's mock:
 * actions are then invoked over its HTTP routes as the actions service of
 * another plugin (the MCP actions backend) invokes them.
 */
export const realActionsRegistry = actionsRegistryServiceFactory;

/** Authorization of a user, for {@link invokeAction}. */
export const asUserHeader = (userRef: string) =>
  mockCredentials.user.header(userRef);

/** Invokes Agora's action `name` with `input` through the registry's route. */
export function invokeAction(
  server: Parameters<typeof request>[0],
  name: string,
  input: object,
  authorization: string,
) {
  return request(server)
    .post(`/api/agora/.backstage/actions/v1/actions/agora:${name}/invoke`)
    .set('authorization', authorization)
    .send(input);
}

/** The registry's list of Agora's actions, as `authorization` sees it. */
export function listActions(
  server: Parameters<typeof request>[0],
  authorization: string,
) {
  return request(server)
    .get('/api/agora/.backstage/actions/v1/actions')
    .set('authorization', authorization);
}
