import * as z from 'zod/mini';
import { LIMITS, opt, zBool, zTitle } from './common';

export const aiStatusSchema = z.strictObject({
  enabled: z.boolean(),
  articleSummaries: z.boolean(),
  existingQuestions: z.boolean(),
  newQuestions: z.boolean(),
});
export const aiResponseSchema = z.strictObject({
  answer: z.string(),
  created: z.optional(z.string()),
});

/** @public */
export type AIStatus = z.infer<typeof aiStatusSchema>;
/** @public */
export type AIResponse = z.infer<typeof aiResponseSchema>;

/** AI status when it is not configured or cannot be read: everything off. @public */
export const DEFAULT_AI_STATUS: AIStatus = {
  enabled: false,
  articleSummaries: false,
  existingQuestions: false,
  newQuestions: false,
};

/** Query of `GET /ai/question/{id}` and `GET /ai/article/{id}`. */
export const regenerateQuery = z.object({ regenerate: opt(zBool) });

/** Body of `POST /ai/question`: the draft of a question not yet posted. */
export const aiDraftBody = z.object({
  title: zTitle(),
  content: z._default(
    z.string().check(z.maxLength(LIMITS.contentMaxLength)),
    '',
  ),
});
