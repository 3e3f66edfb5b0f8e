import * as z from 'zod/mini';
import { maxChars, opt, zId, zLimit, zOffset } from './common';
import { postTypeSchema } from './posts';

/**
 * Flags (docs/api.md, "Flags"): a signed-in person flags someone else's
 * post, answer or comment with a reason, at most once while their flag is
 * open. Once `agora.flags.hideAfter` people (default 3) have open flags on
 * an item it is hidden from everyone but its author and moderators, until a
 * moderator resolves its flags from the review queue. Whoever flagged is
 * never part of any answer.
 */

/** @public */
export const FLAG_REASONS = [
  'spam',
  'offensive',
  'wrong',
  'duplicate',
  'other',
] as const;
/** @public */
export const FLAG_TARGET_KINDS = ['post', 'answer', 'comment'] as const;
/** How a moderator resolved an item's flags. @public */
export const FLAG_RESOLUTIONS = [
  'dismissed',
  'edited',
  'deleted',
  'closed',
] as const;
/** Open flags from this many people hide an item, unless `agora.flags.hideAfter` says otherwise. @public */
export const FLAG_HIDE_AFTER_DEFAULT = 3;
/** @public */
export const FLAG_TEXT_MAX_LENGTH = 500;

export const flagReasonSchema = z.enum(FLAG_REASONS);
export const flagTargetKindSchema = z.enum(FLAG_TARGET_KINDS);
export const flagResolutionSchema = z.enum(FLAG_RESOLUTIONS);

/** The error messages of flagging, shared by the server and the client's tests. @public */
export const FLAG_ERRORS = {
  textRequired: 'Say what is wrong when the reason is other',
  alreadyFlagged: 'You have already flagged this; a moderator will look at it',
  own: 'You cannot flag your own content',
  notModerator: 'Only moderators can review flags',
  nothingOpen: 'This item has no open flags',
} as const;

/** Body of `POST …/flags` (a post, an answer or a comment). */
export const flagBody = z
  .strictObject({
    reason: flagReasonSchema,
    text: opt(
      z.string().check(z.trim(), maxChars('Text', FLAG_TEXT_MAX_LENGTH)),
    ),
  })
  .check(
    z.refine(b => b.reason !== 'other' || Boolean(b.text), {
      message: FLAG_ERRORS.textRequired,
      path: ['text'],
    }),
  );

/** Query string of `GET /flags`: open flags (the only status so far). */
export const flagsQuery = z.object({
  status: opt(z.enum(['open'])),
  limit: zLimit(),
  offset: zOffset,
});

/** Body of `POST /flags/resolve`. */
export const resolveFlagsBody = z.strictObject({
  kind: flagTargetKindSchema,
  id: zId,
  resolution: flagResolutionSchema,
});

/** One item of the review queue, its open flags grouped, without who flagged. */
/** One flag's details in the moderators' queue. */
export const flagTextSchema = z.strictObject({
  text: z.string(),
  reason: flagReasonSchema,
  flaggedBy: z.string(),
  flagged: z.string(),
});

export const flaggedItemSchema = z.strictObject({
  kind: flagTargetKindSchema,
  id: z.number(),
  postId: z.number(),
  /** The answer a comment sits under, if any. */
  answerId: z.optional(z.number()),
  /** The post's type, for links to it and its editor. */
  postType: postTypeSchema,
  /** The post's title. */
  title: z.string(),
  /** The start of the flagged text. */
  excerpt: z.string(),
  /** The item's author, `anonymous` when they posted anonymously. */
  author: z.string(),
  /** Open flags (one per person). */
  count: z.number(),
  /** Open flags per reason. */
  reasons: z.partialRecord(flagReasonSchema, z.number()),
  /**
   * The details flaggers gave (required for `other`, optional for the
   * rest), oldest first, each with its reason, who flagged and when: the
   * queue is the moderators' (docs/api.md, "Flags").
   */
  texts: z.array(flagTextSchema),
  /** Whether the flags hide the item from other readers. */
  hidden: z.boolean(),
  firstFlagged: z.string(),
  lastFlagged: z.string(),
});

/** @public */
export type FlagText = z.infer<typeof flagTextSchema>;

/** `GET /flags`. */
export const flaggedItemsResponse = z.strictObject({
  items: z.array(flaggedItemSchema),
  total: z.number(),
});

/** `POST /flags/resolve`: who resolved the item's flags, and how many items still have open flags. */
export const resolveFlagsResponse = z.strictObject({
  resolution: flagResolutionSchema,
  resolvedBy: z.string(),
  resolved: z.string(),
  count: z.number(),
});

/** `GET /flags/count`: items with open flags. */
export const flagsCountResponse = z.strictObject({ count: z.number() });

/** @public */
export type FlagReason = z.infer<typeof flagReasonSchema>;
/** @public */
export type FlagTargetKind = z.infer<typeof flagTargetKindSchema>;
/** @public */
export type FlagResolution = z.infer<typeof flagResolutionSchema>;
/** @public */
export type FlagBody = z.input<typeof flagBody>;
/** @public */
export type FlagsQuery = z.input<typeof flagsQuery>;
/** @public */
export type ResolveFlagsBody = z.infer<typeof resolveFlagsBody>;
/** @public */
export type FlaggedItem = z.infer<typeof flaggedItemSchema>;
/** @public */
export type FlaggedItemsResponse = z.infer<typeof flaggedItemsResponse>;
/** @public */
export type ResolveFlagsResponse = z.infer<typeof resolveFlagsResponse>;
/** @public */
export type FlagsCountResponse = z.infer<typeof flagsCountResponse>;
