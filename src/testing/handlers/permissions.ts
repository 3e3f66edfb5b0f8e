import type { PermissionsResponse } from '../../api/types';
import { route } from './http';

/** What a signed-in member who moderates nothing may do (the default). */
export const MEMBER_PERMISSIONS: PermissionsResponse = {
  moderator: false,
  createPost: true,
  vote: true,
  createCollection: true,
  manageTemplates: false,
};

/** A moderator's permissions. */
export const MODERATOR_PERMISSIONS: PermissionsResponse = {
  ...MEMBER_PERMISSIONS,
  moderator: true,
  manageTemplates: true,
};

/** msw handler factory for `GET /permissions`; a member by default. */
export const getPermissionsHandler = route(
  'get',
  '/permissions',
  MEMBER_PERMISSIONS,
);
