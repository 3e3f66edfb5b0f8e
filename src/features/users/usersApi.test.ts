import { setupMswServer } from '../../testing/mswServer';
import {
  errorsBody,
  fetchCalls,
  setupApiStore,
} from '../../testing/handlers/http';
import { getUsersHandler } from '../../testing/handlers/users';
import { usersApi } from './usersApi';

const server = setupMswServer();

it('getUsers sends its query once per argument and reads 403 as empty', async () => {
  const { store, extra } = setupApiStore();
  server.use(getUsersHandler());
  const result = await store.dispatch(
    usersApi.endpoints.getUsers.initiate({ limit: 5, offset: 10 }),
  );
  await store.dispatch(
    usersApi.endpoints.getUsers.initiate({ limit: 5, offset: 10 }),
  );
  expect(result.data?.users[0].userRef).toBe('user:default/jane');
  expect(fetchCalls(extra)).toEqual(['GET /users?limit=5&offset=10']);
  server.use(getUsersHandler({ status: 403, body: errorsBody() }));
  const denied = await store.dispatch(usersApi.endpoints.getUsers.initiate({}));
  expect(denied.data).toEqual({ users: [], total: 0 });
});
