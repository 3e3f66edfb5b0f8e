import { usersFixture } from '../fixtures/users';
import { route } from './http';

/** msw handler factories for the users routes. */
export const getUsersHandler = route('get', '/users', usersFixture);
