import { LIMITS, tagNameSchema } from '../api/contract';

/** Tag rules shared by inputs and filters; the limits are the contract's. */

/** @public */
export const MAX_TAGS_PER_POST = LIMITS.maxTagsPerPost;
/** @public */
export const MAX_TAG_LENGTH = LIMITS.tagMaxLength;

/**
 * What a person typed, as a tag: lower case, whitespace runs as one dash,
 * leading/trailing separators dropped ("  Node JS " → "node-js").
 * @public
 */
export function normalizeTag(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_.]+|[-_.]+$/g, '');
}

/** Whether a normalised tag may be saved. @public */
export function isValidTag(tag: string): boolean {
  return tagNameSchema.safeParse(tag).success;
}
