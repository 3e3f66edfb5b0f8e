import { z } from 'zod';
import { LIMITS, TAG_PATTERN } from '@agora/contract';
import { inPath, zList } from '../service/validation';
import { listQuery, zUserRef } from './listSchema';
import { opt } from './postsSchema';

export const tagsQuery = listQuery(
  ['postsCount', 'tag', 'followerCount'] as const,
  'postsCount',
);

/** `:id` is a tag name or a numeric id; both are looked up by the store. */
const zTagParam = inPath(z.string().trim().min(1).max(64), 'Tag not found');
export const tagParams = z.object({ id: zTagParam });

export const followTagParams = z.object({ tag: zTagParam });

const zTagName = z
  .string({ error: 'A tag name is required' })
  .trim()
  .toLowerCase()
  .max(
    LIMITS.tagMaxLength,
    `Tags have at most ${LIMITS.tagMaxLength} characters`,
  )
  .regex(TAG_PATTERN, 'Tags are lower-case words joined by -, _ or .');

const zDescription = opt(z.string().max(5000));
const zExperts = opt(zList(zUserRef).transform(refs => [...new Set(refs)]));

export const updateTagBody = z.object({
  description: zDescription,
  experts: zExperts,
});

export const createTagBody = z.object({
  tag: zTagName,
  description: zDescription,
  experts: zExperts,
});

export const deleteTagBody = z.object({ reason: opt(z.string().max(1000)) });

export const suggestBody = z
  .object({
    title: opt(z.string().max(1000)),
    content: opt(z.string().max(100_000)),
  })
  .refine(b => b.title || b.content, {
    message: 'Send a title or content',
    path: ['title'],
  });
