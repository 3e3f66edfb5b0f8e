import { z } from 'zod';
import { LIMITS, TAG_PATTERN } from '@agora/contract';
import {
  zBool,
  zDay,
  zId,
  zLimit,
  zList,
  zOffset,
  zPathId,
  inPath,
} from '../service/validation';

/**
 * Request schemas of the posts routes. Clients drop falsy values, but some
 * send `null` or `""` for "not set"; `opt` treats those as absent.
 */
export const opt = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    v => (v === null || v === '' ? undefined : v),
    schema.optional(),
  );

export const postTypes = ['question', 'article', 'link'] as const;

/** Tags as users type them (`React Native`) become `react-native`, then are validated. */
const zTag = z
  .string()
  .transform(tag => tag.trim().toLocaleLowerCase('en-US').replace(/\s+/g, '-'))
  .pipe(
    z
      .string()
      .max(
        LIMITS.tagMaxLength,
        `Tags have at most ${LIMITS.tagMaxLength} characters`,
      )
      .regex(TAG_PATTERN, 'Tags are lower-case words joined by -, _ or .'),
  );

export const zTags = zList(zTag)
  .transform(tags => [...new Set(tags)])
  .pipe(
    z
      .array(z.string())
      .max(
        LIMITS.maxTagsPerPost,
        `At most ${LIMITS.maxTagsPerPost} tags per post`,
      ),
  );

/** `kind:namespace/name` or `kind:name`. */
const ENTITY_REF = /^[^\s:/]+:([^\s:/]+\/)?[^\s:/]+$/;
export const zEntityRefs = zList(
  z
    .string()
    .trim()
    .max(255)
    .regex(ENTITY_REF, 'Expected an entity ref like component:default/name'),
).transform(refs => [...new Set(refs)]);

const zHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(value => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Expected an http(s) url');

const postFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(
      LIMITS.titleMaxLength,
      `Titles have at most ${LIMITS.titleMaxLength} characters`,
    ),
  content: z.string().default(''),
  tags: opt(zTags).transform(v => v ?? []),
  entities: opt(zEntityRefs).transform(v => v ?? []),
  images: opt(zList(zId)).transform(v => v ?? []),
  headerImage: opt(z.string().max(2048)),
  url: opt(zHttpUrl),
};

/** Body of `POST /posts`: questions and articles need content, links an http(s) url. */
export const createPostBody = z
  .object({
    ...postFields,
    type: z.enum(postTypes, {
      error: 'type must be question, article or link',
    }),
    anonymous: opt(zBool).transform(v => v ?? false),
  })
  .superRefine((post, ctx) => {
    if (post.type !== 'link' && !post.content.trim()) {
      ctx.addIssue({
        code: 'custom',
        message: 'Content is required',
        path: ['content'],
      });
    }
    if (post.type === 'link' && !post.url) {
      ctx.addIssue({
        code: 'custom',
        message: 'A link needs an http(s) url',
        path: ['url'],
      });
    }
  });

/** Body of `POST /posts/{id}`; type and anonymity are fixed at creation. */
export const updatePostBody = z.object(postFields);

export const deleteBody = z.object({ reason: opt(z.string().max(2000)) });
/** `DELETE /posts/{id}?permanent=true`: a moderator's removal for good. */
export const deleteQuery = z.object({ permanent: opt(zBool) });

export const postParams = z.object({ id: zPathId('Post') });

/** Body of `POST /posts/query` and query of `GET /posts/list/{type}`. */
export const postsQuery = z.object({
  type: opt(z.enum(postTypes)),
  limit: opt(zLimit(LIMITS.maxPageSize, LIMITS.defaultPageSize)),
  offset: opt(zOffset),
  orderBy: opt(
    z.enum([
      'created',
      'updated',
      'title',
      'views',
      'score',
      'answersCount',
      'trend',
      'rank',
    ]),
  ),
  order: opt(z.enum(['asc', 'desc'])),
  searchQuery: opt(z.string().max(500)),
  tags: opt(zList(z.string().trim().min(1).max(LIMITS.tagMaxLength))),
  tagsRelation: opt(z.enum(['and', 'or'])),
  entities: opt(zList(z.string().trim().min(1).max(255))),
  entitiesRelation: opt(z.enum(['and', 'or'])),
  author: opt(z.string().max(255)),
  favorite: opt(zBool),
  noAnswers: opt(zBool),
  noCorrectAnswer: opt(zBool),
  noVotes: opt(zBool),
  fromDate: opt(zDay),
  toDate: opt(zDay),
  collectionId: opt(zId),
  status: opt(z.enum(['active', 'deleted'])),
});

export const listParams = z.object({
  type: inPath(
    z.enum([
      'hot',
      'unanswered',
      'incorrect',
      'recent',
      'own',
      'followed',
      ...postTypes,
    ]),
    'List not found',
  ),
});

export const commentBody = z.object({
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(10000),
});
export const commentParams = z.object({
  id: zPathId('Post'),
  commentId: zPathId('Comment'),
});
