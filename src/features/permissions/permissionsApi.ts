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
 * with the app's configuration or the portal's policy.
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

/** One thing `GET /permissions` answers, e.g. `createPost` or `moderator`. */
export type Capability = keyof PermissionsResponse;

/** Whether the backend lets the signed-in person do something, and whether that is known yet. */
export interface CapabilityFlag {
  allowed: boolean;
  /** True until the first answer (or failure). */
  isLoading: boolean;
}

/**
 * Whether the signed-in person may do `capability`, for the buttons and
 * navigation that offer it. Unknown counts as not allowed: until the answer
 * (and after a failed read) nothing is offered that the server might
 * refuse, so a control can appear once but never vanishes under the
 * pointer. The answer is kept for the store's life, so only Agora's first
 * screen waits for it, and the shell asks for it at once.
 */
export function useCapability(capability: Capability): CapabilityFlag {
  return permissionsApi.useGetPermissionsQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({
      allowed: data?.[capability] ?? false,
      isLoading,
    }),
  });
}

export const { useGetPermissionsQuery } = permissionsApi;
