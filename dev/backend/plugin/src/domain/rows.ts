/**
 * A row of the `posts` table as knex returns it (`migrations/`): read by the
 * stores, and by the permission rules' view of a post
 * (`stores/postResources.ts`).
 */
export type PostRow = Record<string, any>;
