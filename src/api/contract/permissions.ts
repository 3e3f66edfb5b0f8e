import * as z from 'zod/mini';

/**
 * Answer of `GET /permissions`: what the caller may do across Agora.
 * `moderator` is true when the user or one of their groups is configured as
 * a moderator (`agora.moderators`); the moderator area and its navigation
 * item follow it.
 */
export const permissionsResponseSchema = z.strictObject({
  moderator: z.boolean(),
});

/** @public */
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
