import { waitFor } from '@testing-library/react';
import type { PermissionsResponse } from '../../api/types';
import { permissionsApi } from '../../features/permissions/permissionsApi';
import type { AgoraStore } from '../../state/store';
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

/** A member whose policy refuses `refused`, e.g. `memberWithout('vote')`. */
export const memberWithout = (
  ...refused: Array<keyof PermissionsResponse>
): PermissionsResponse => ({
  ...MEMBER_PERMISSIONS,
  ...Object.fromEntries(refused.map(name => [name, false])),
});

/** msw handler factory for `GET /permissions`; a member by default. */
export const getPermissionsHandler = route(
  'get',
  '/permissions',
  MEMBER_PERMISSIONS,
);

/**
 * Resolves once the store holds the answer of `GET /permissions`: before
 * it, every permission-bound control is hidden anyway, so a test that
 * asserts one is absent waits for this to mean something.
 */
export function permissionsLoaded(store: AgoraStore) {
  return waitFor(() =>
    expect(
      permissionsApi.endpoints.getPermissions.select()(store.getState())
        .isSuccess,
    ).toBe(true),
  );
}
