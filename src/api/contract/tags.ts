import * as z from 'zod/mini';
import {
  LIMITS,
  opt,
  totalEnvelope,
  countEnvelope,
  zList,
  zUserRef,
  listQuery,
} from './common';

/**
 * Valid tag names: lower-case words joined by `-`, `_` or `.`.
 * @public
 */
export const TAG_PATTERN = /^[a-z0-9+#]+([-_.][a-z0-9+#]+)*$/;

const TAG_TOO_LONG = `Tags have at most ${LIMITS.tagMaxLength} characters`;
const TAG_MALFORMED = 'Tags are lower-case words joined by -, _ or .';

/** A tag name as stored: the pattern and the length limit, nothing else. */
export const tagNameSchema = z
  .string()
  .check(
    z.maxLength(LIMITS.tagMaxLength, TAG_TOO_LONG),
    z.regex(TAG_PATTERN, TAG_MALFORMED),
  );

/** Tags as users type them (`React Native`) become `react-native`, then are validated. */
const zTag = z.pipe(
  z.pipe(
    z.string(),
    z.transform(tag =>
      tag.trim().toLocaleLowerCase('en-US').replace(/\s+/g, '-'),
    ),
  ),
  tagNameSchema,
);

/** The tags of a post or template: normalised, de-duplicated, at most five. */
export const zTags = z.pipe(
  z.pipe(
    zList(zTag),
    z.transform(tags => [...new Set(tags)]),
  ),
  z
    .array(z.string())
    .check(
      z.maxLength(
        LIMITS.maxTagsPerPost,
        `At most ${LIMITS.maxTagsPerPost} tags per post`,
      ),
    ),
);

/** Sort keys of `GET /tags`; the first is the default. @public */
export const TAG_ORDER_BY = ['postsCount', 'tag', 'followerCount'] as const;
/** Query of `GET /tags`. */
export const tagsQuery = listQuery(TAG_ORDER_BY, 'postsCount');

const zDescription = opt(z.string().check(z.maxLength(5000)));
const zExperts = opt(
  z.pipe(
    zList(zUserRef),
    z.transform(refs => [...new Set(refs)]),
  ),
);

/** Body of `POST /tags/{id}`: absent fields are kept. */
export const updateTagBody = z.object({
  description: zDescription,
  experts: zExperts,
});

/** Body of `PUT /tags`. */
export const createTagBody = z.object({
  tag: z
    .string({ error: 'A tag name is required' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(LIMITS.tagMaxLength, TAG_TOO_LONG),
      z.regex(TAG_PATTERN, TAG_MALFORMED),
    ),
  description: zDescription,
  experts: zExperts,
});

/** Body of `DELETE /tags/{id}` (the reason is validated, not stored). */
export const deleteTagBody = z.object({
  reason: opt(z.string().check(z.maxLength(1000))),
});

/** Body of `POST /tags/suggest`. */
export const suggestTagsBody = z
  .object({
    title: opt(z.string().check(z.maxLength(1000))),
    content: opt(z.string().check(z.maxLength(LIMITS.contentMaxLength))),
  })
  .check(
    z.refine(b => Boolean(b.title || b.content), {
      message: 'Send a title or content',
      path: ['title'],
    }),
  );

export const tagSchema = z.strictObject({
  id: z.number(),
  tag: z.string(),
  description: z.optional(z.string()),
  experts: z.optional(z.array(z.string())),
  postsCount: z.number(),
  questionsCount: z.number(),
  articlesCount: z.number(),
  linksCount: z.number(),
  followerCount: z.number(),
  canEdit: z.optional(z.boolean()),
  canDelete: z.optional(z.boolean()),
});
/**
 * Answer of `GET /tags`. `canCreate` tells the caller whether they may
 * create tags (moderators), so the list offers the form only to them.
 */
export const tagsResponseSchema = z.strictObject({
  ...totalEnvelope('tags', tagSchema).shape,
  canCreate: z.optional(z.boolean()),
});
export const followedTagsResponseSchema = countEnvelope('tags', tagSchema);
export const tagSuggestionsResponseSchema = z.strictObject({
  tags: z.array(z.string()),
});

/** @public */
export type Tag = z.infer<typeof tagSchema>;
/** @public */
export type TagsResponse = z.infer<typeof tagsResponseSchema>;
/** @public */
export type FollowedTagsResponse = z.infer<typeof followedTagsResponseSchema>;
/** @public */
export type TagSuggestionsResponse = z.infer<
  typeof tagSuggestionsResponseSchema
>;
/** Body of `PUT /tags` and `POST /tags/{id}`. @public */
export type TagRequest = Partial<z.input<typeof createTagBody>>;
