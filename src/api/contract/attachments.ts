import * as z from 'zod/mini';
import { LIMITS, maxChars } from './common';

export const attachmentSchema = z.strictObject({
  id: z.number(),
  uuid: z.string(),
  locationUri: z.string(),
  mimeType: z.string(),
});
export const urlMetadataSchema = z.strictObject({
  title: z.optional(z.string()),
  content: z.optional(z.string()),
  image: z.optional(z.string()),
  favicon: z.optional(z.string()),
});

/** @public */
export type Attachment = z.infer<typeof attachmentSchema>;
/** @public */
export type UrlMetadata = z.infer<typeof urlMetadataSchema>;

/** The `{uuid}` of `GET /attachments/{uuid}`. */
export const attachmentUuid = z.uuid();

/** Body of `POST /url`. */
export const urlBody = z.object({
  url: z
    .string({ error: 'A url is required' })
    .check(
      z.trim(),
      z.minLength(1, 'A url is required'),
      maxChars('URL', LIMITS.urlMaxLength),
    ),
});
