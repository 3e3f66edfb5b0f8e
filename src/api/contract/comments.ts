import * as z from 'zod/mini';
import { LIMITS, flagHiddenField, maxChars } from './common';

export const commentSchema = z.strictObject({
  id: z.number(),
  content: z.string(),
  author: z.string(),
  created: z.string(),
  updated: z.optional(z.string()),
  postId: z.number(),
  answerId: z.optional(z.number()),
  canEdit: z.optional(z.boolean()),
  canDelete: z.optional(z.boolean()),
  flagHidden: flagHiddenField,
});

/** @public */
export type Comment = z.infer<typeof commentSchema>;

/** Body of the comment create and update routes of posts and answers. */
export const commentBody = z.object({
  content: z
    .string({ error: 'Content is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Content is required'),
      maxChars('Comment', LIMITS.commentMaxLength),
    ),
});
