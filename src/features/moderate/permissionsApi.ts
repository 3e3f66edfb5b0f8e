import { agoraApi } from '../../api/agoraApi';
import type { AgoraRequest } from '../../api/baseQuery';
import {
  permissionsResponseSchema,
  type PermissionsResponse,
} from '../../api/types';

/** A 403 means no rights beyond reading and writing one's own content. */
export const NO_PERMISSIONS: PermissionsResponse = {
  moderator: false,
  createPost: false,
  vote: false,
  createCollection: false,
  manageTemplates: false,
};

/**
 * What the signed-in person may do across Agora, as the backend decides it
 * (`GET /permissions`): read once per store and kept, since it changes only
 * with the app's configuration.
 */
export const permissionsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getPermissions: build.query<PermissionsResponse, void>({
      query: (): AgoraRequest => ({
        url: '/permissions',
        forbiddenValue: NO_PERMISSIONS,
        response: permissionsResponseSchema,
      }),
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** Whether the backend says the signed-in person moderates, and whether that is known yet. */
export interface ModeratorFlag {
  isModerator: boolean;
  /** True until the first answer (or failure). */
  isLoading: boolean;
}

/**
 * The moderator flag for navigation and the moderator area. A failed read
 * counts as "not a moderator": the server refuses moderator calls anyway.
 */
export function useIsModerator(): ModeratorFlag {
  return permissionsApi.useGetPermissionsQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({
      isModerator: data?.moderator ?? false,
      isLoading,
    }),
  });
}

export const { useGetPermissionsQuery } = permissionsApi;
