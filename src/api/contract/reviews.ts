import * as z from 'zod/mini';
import { maxChars, opt, zLimit, zOffset } from './common';

/**
 * Stale content review (docs/api.md, "Reviews"). Articles, links and
 * questions with a correct answer are due for review once
 * `agora.review.after` days (default 180) have passed since they were
 * created, last edited or last reviewed. Their author, the experts of their
 * tags and moderators review them: still valid (the clock starts again) or
 * outdated (a banner on the page, until a later review says valid).
 */

/** @public */
export const REVIEW_VERDICTS = ['valid', 'outdated'] as const;
/** Days after which content is due for review, unless `agora.review.after` says otherwise. @public */
export const REVIEW_AFTER_DAYS_DEFAULT = 180;
/** The most characters of the reason an "outdated" review may give. @public */
export const REVIEW_REASON_MAX_LENGTH = 500;

export const reviewVerdictSchema = z.enum(REVIEW_VERDICTS);

/** The last review of a post. */
export const reviewSchema = z.strictObject({
  verdict: reviewVerdictSchema,
  /** Who reviewed it; `anonymous` when its anonymous author did, to everyone else. */
  reviewedBy: z.string(),
  reviewed: z.string(),
  /** What no longer holds, when an "outdated" review said. */
  reason: z.optional(z.string()),
});

/** The error messages of reviewing. @public */
export const REVIEW_ERRORS = {
  notReviewable:
    'Only articles, links and questions with a correct answer are reviewed',
  notAllowed:
    'Only the author, an expert of its tags or a moderator can review this post',
  allScope: 'Only moderators can list every post that needs review',
  reasonOnlyOutdated: 'Only an outdated verdict takes a reason',
} as const;

/**
 * Body of `POST /posts/{id}/review`: an `outdated` verdict may say why
 * (`reason`, trimmed, at most {@link REVIEW_REASON_MAX_LENGTH} characters;
 * empty is none); `valid` takes none.
 */
export const reviewBody = z
  .strictObject({
    verdict: reviewVerdictSchema,
    reason: opt(
      z.string().check(z.trim(), maxChars('Reason', REVIEW_REASON_MAX_LENGTH)),
    ),
  })
  .check(
    z.refine(b => b.verdict === 'outdated' || !b.reason, {
      message: REVIEW_ERRORS.reasonOnlyOutdated,
      path: ['reason'],
    }),
  );

/**
 * Query string of `GET /reviews`: `mine` (default) is what the caller is
 * asked to review, their own posts and those in tags they are an expert
 * of; `all` is every post due, for moderators.
 */
export const reviewsQuery = z.object({
  scope: opt(z.enum(['mine', 'all'])),
  limit: zLimit(),
  offset: zOffset,
});

/** @public */
export type ReviewVerdict = z.infer<typeof reviewVerdictSchema>;
/** @public */
export type Review = z.infer<typeof reviewSchema>;
/** @public */
export type ReviewsQuery = z.input<typeof reviewsQuery>;
