import * as z from 'zod/mini';

/*
 * What Agora publishes on Backstage's signals while a post changes, for the
 * post pages open on it (docs/notifications.md, "Live updates of an open
 * post"). A signal says which post changed and how, never what was written
 * nor by whom: a subscriber may not be allowed to read the new item.
 */

/** The signals channel of one post: `agora:post:{id}`. @public */
export const postSignalChannel = (postId: number) => `agora:post:${postId}`;

/** What a post signal reports was added to the post. @public */
export const POST_SIGNAL_KINDS = ['answer', 'comment'] as const;

/** @public */
export type PostSignalKind = (typeof POST_SIGNAL_KINDS)[number];

/**
 * One post signal. `id` is the new answer's or comment's id (a number, no
 * content), so a page can tell a change it already shows (its own write)
 * from one it does not; `answerId` is set for a comment on an answer.
 * @public
 */
export const postSignalSchema = z.strictObject({
  postId: z.number(),
  kind: z.enum(POST_SIGNAL_KINDS),
  id: z.number(),
  answerId: z.optional(z.number()),
});

/** @public */
export type PostSignal = z.infer<typeof postSignalSchema>;
