import { route } from './http';

/** msw handler factory for `GET /permissions`; not a moderator by default. */
export const getPermissionsHandler = route('get', '/permissions', {
  moderator: false,
});
