import * as z from 'zod/mini';
import { LIMITS, opt, orEmpty, totalEnvelope, zTitle } from './common';
import { zEntityRefs } from './posts';
import { zTags } from './tags';

export const templateSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  questionTitle: z.optional(z.string()),
  questionContent: z.optional(z.string()),
  tags: z.array(z.string()),
  entities: z.array(z.string()),
});
export const templatesResponseSchema = totalEnvelope(
  'templates',
  templateSchema,
);

/** @public */
export type Template = z.infer<typeof templateSchema>;
/** @public */
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;

/** Body of `POST /templates` and `POST /templates/{id}` (a full replacement). */
export const templateBody = z.object({
  title: zTitle(),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  // Not trimmed: a prefix such as "Incident: " keeps its space for the user's text.
  questionTitle: opt(z.string().check(z.maxLength(LIMITS.titleMaxLength))),
  questionContent: opt(z.string().check(z.maxLength(LIMITS.contentMaxLength))),
  tags: orEmpty(zTags),
  entities: orEmpty(zEntityRefs),
});

/** Body of `POST /templates` and `POST /templates/{id}`. @public */
export type TemplateRequest = z.input<typeof templateBody>;
