/** Tag rules shared by inputs and filters (product spec: tags). */

/** @public */
export const MAX_TAGS_PER_POST = 5;
/** @public */
export const MAX_TAG_LENGTH = 50;

const TAG_PATTERN = /^[a-z0-9+#]+([-_.][a-z0-9+#]+)*$/;

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
  return (
    tag.length > 0 && tag.length <= MAX_TAG_LENGTH && TAG_PATTERN.test(tag)
  );
}
