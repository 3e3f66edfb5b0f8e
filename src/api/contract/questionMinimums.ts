import { LIMITS } from './common';

/*
 * The shortest question the server accepts (docs/api.md, "Posts";
 * docs/configuration.md, `agora.questions.*`). Configurable, so not a zod
 * schema: the backend checks a question against the minimums its config
 * holds, and the ask form reads the same keys to say the rule before
 * submitting. Both count trimmed text.
 */

/** The config keys of the minimums, read by the backend and the frontend alike. @public */
export const QUESTION_MINIMUM_KEYS = {
  title: 'agora.questions.minTitleLength',
  content: 'agora.questions.minContentLength',
} as const;

/** The shortest title and content of a question, in characters. @public */
export interface QuestionMinimums {
  title: number;
  content: number;
}

/** The minimums without configuration. @public */
export const DEFAULT_QUESTION_MINIMUMS: QuestionMinimums = {
  title: 15,
  content: 30,
};

/** What the minimums are read from: Backstage's config, backend or frontend. */
export interface NumberConfig {
  getOptionalNumber(key: string): number | undefined;
}

const LONGEST = {
  title: LIMITS.titleMaxLength,
  content: LIMITS.contentMaxLength,
} as const;

/**
 * The configured minimums, the defaults for absent keys. A value that is
 * not a whole number from 0 to the field's maximum throws (the backend then
 * stops at start-up): 0 turns a minimum off.
 * @public
 */
export function readQuestionMinimums(config: NumberConfig): QuestionMinimums {
  const read = (field: keyof QuestionMinimums) => {
    const key = QUESTION_MINIMUM_KEYS[field];
    const value = config.getOptionalNumber(key);
    if (value === undefined) return DEFAULT_QUESTION_MINIMUMS[field];
    if (!Number.isInteger(value) || value < 0 || value > LONGEST[field])
      throw new Error(
        `${key} must be a whole number from 0 to ${LONGEST[field]}, got ${value}`,
      );
    return value;
  };
  return { title: read('title'), content: read('content') };
}

/** The message of a question title under the minimum (like `Titles have at most 255 characters`). @public */
export const titleTooShort = (min: number) =>
  `Titles have at least ${min} characters`;
/** The message of a question's content under the minimum (like `Content must be at most …`). @public */
export const contentTooShort = (min: number) =>
  `Content must be at least ${min} characters`;

/** How many more characters `text` needs to reach `min`, after trimming; 0 when it does. @public */
export const charactersMissing = (text: string, min: number) =>
  Math.max(0, min - text.trim().length);

/**
 * The fields of a question under its minimums, with their messages. With
 * `before` (an edit), only fields the edit changes are held to them, so an
 * older, shorter question stays editable in its other fields.
 * @public
 */
export function questionTooShort(
  question: { title: string; content: string },
  minimums: QuestionMinimums,
  before?: { title: string; content: string },
): { path: 'title' | 'content'; message: string }[] {
  const issues: { path: 'title' | 'content'; message: string }[] = [];
  const changed = (field: 'title' | 'content') =>
    !before || question[field].trim() !== before[field].trim();
  if (changed('title') && charactersMissing(question.title, minimums.title))
    issues.push({ path: 'title', message: titleTooShort(minimums.title) });
  if (
    changed('content') &&
    charactersMissing(question.content, minimums.content)
  )
    issues.push({
      path: 'content',
      message: contentTooShort(minimums.content),
    });
  return issues;
}
