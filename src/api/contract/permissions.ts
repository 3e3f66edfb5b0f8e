import * as z from 'zod/mini';

/**
 * Answer of `GET /permissions`: what the caller may do across Agora, as the
 * routes decide it (docs/permissions.md), for the client to offer only that.
 * `moderator` is `agora.moderate` (the moderator area and its navigation
 * item); the others are the basic permissions of the same names. Without
 * the permission framework they follow `agora.moderators` as before.
 */
export const permissionsResponseSchema = z.strictObject({
  moderator: z.boolean(),
  /** `agora.post.create`: the ask/write/share actions. */
  createPost: z.boolean(),
  /** `agora.vote`: vote buttons on posts and answers. */
  vote: z.boolean(),
  /** `agora.collection.create`. */
  createCollection: z.boolean(),
  /** `agora.template.manage`: the templates of the moderator area. */
  manageTemplates: z.boolean(),
});

/** @public */
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
