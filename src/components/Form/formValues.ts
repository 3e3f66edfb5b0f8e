import { charactersMissing, LIMITS } from '../../api/types';
import { safeUrl } from '../../utils/safeUrl';

/** The longest title the server accepts (posts, collections, templates). */
export const MAX_TITLE_LENGTH = LIMITS.titleMaxLength;

/** What is wrong with a title, as a message key of the postForm translation block. */
export type TitleError = 'required' | 'tooLong' | 'tooShort';

/**
 * A title is required and at most MAX_TITLE_LENGTH long; with `minLength`
 * (a question's, `agora.questions.minTitleLength`) at least that long,
 * trimmed, as the server counts.
 */
export function validateTitle(
  title: string,
  minLength = 0,
): TitleError | undefined {
  if (!title.trim()) return 'required';
  if (title.length > MAX_TITLE_LENGTH) return 'tooLong';
  if (charactersMissing(title, minLength) > 0) return 'tooShort';
  return undefined;
}

/** Whether `value` is an absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/**
 * Whether `url` may be a header image (an article's, a collection's): an
 * absolute http(s) address, which uploaded attachments' addresses are too.
 */
export function isHeaderImageUrl(url: string): boolean {
  return (
    /^https?:\/\/[^/]/i.test(url) &&
    isHttpUrl(url) &&
    safeUrl(url, 'image') === url
  );
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.join('\n') === b.join('\n')
    : a === b;

/** Whether the person changed anything compared with where the form started. */
export function isDirty<Values extends object>(
  values: Values,
  baseline: Values,
): boolean {
  return (Object.keys(baseline) as Array<keyof Values>).some(
    k => !same(values[k], baseline[k]),
  );
}

/** Adds items to a list once each, keeping order and an optional maximum. */
export function union<T>(list: T[], more: T[], max = Infinity): T[] {
  const out = [...list];
  for (const item of more)
    if (!out.includes(item) && out.length < max) out.push(item);
  return out;
}
