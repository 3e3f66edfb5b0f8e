import * as z from 'zod/mini';
import { maxChars, opt, zId } from './common';

/**
 * Revision history of posts and answers (docs/api.md, "Revisions"). Every
 * edit stores what the post or answer said after it; revision 1 is the
 * first version. A post or answer that was never edited since history began
 * has its current state as revision 1.
 */

/** The longest edit summary, typed in the edit form. @public */
export const EDIT_SUMMARY_MAX_LENGTH = 500;

/** An optional edit summary, as the edit bodies of posts and answers carry it. */
export const zEditSummary = opt(
  z.string().check(z.trim(), maxChars('Edit summary', EDIT_SUMMARY_MAX_LENGTH)),
);

/** One line of a history: who changed it, when and why. */
export const revisionSummarySchema = z.strictObject({
  /** 1 for the first version, counting up per post or answer. */
  revision: z.number(),
  /** Who wrote this version; `anonymous` for an anonymous author, to everyone else. */
  author: z.string(),
  created: z.string(),
  /** The edit summary, or `Restored revision N` for a restore. */
  summary: z.optional(z.string()),
  /** Set when this revision restored an earlier one. */
  restoredFrom: z.optional(z.number()),
});

/** One revision in full: the fields an edit can change, as they were. */
export const revisionSchema = z.strictObject({
  ...revisionSummarySchema.shape,
  /** Posts only. */
  title: z.optional(z.string()),
  content: z.string(),
  /** Posts only; empty for answers. */
  tags: z.array(z.string()),
  /** Posts only; empty for answers. */
  entities: z.array(z.string()),
  headerImage: z.optional(z.string()),
  /** Link posts only. */
  url: z.optional(z.string()),
});

/** Answer of `GET /posts/{id}/revisions` and `GET …/answers/{answerId}/revisions`: newest first. */
export const revisionsResponseSchema = z.strictObject({
  revisions: z.array(revisionSummarySchema),
  total: z.number(),
});

/** `{rev}` of the revision routes. */
export const revisionParams = z.object({ rev: zId });

/** @public */
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
/** @public */
export type Revision = z.infer<typeof revisionSchema>;
/** @public */
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

/** The summary a restore writes. @public */
export const restoredSummary = (revision: number) =>
  `Restored revision ${revision}`;
