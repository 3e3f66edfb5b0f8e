import { z } from 'zod';
import { LIMITS } from '@agora/contract';
import { zId, zLimit, zList, zOffset, zPathId } from '../service/validation';
import { opt } from './postsSchema';

/** Request schemas of the collections routes. */
export const collectionBody = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(
      LIMITS.titleMaxLength,
      `Titles have at most ${LIMITS.titleMaxLength} characters`,
    ),
  description: opt(z.string().max(10000)),
  headerImage: opt(z.string().max(2048)),
  images: opt(zList(zId)),
});

export const collectionsQuery = z.object({
  limit: opt(zLimit(LIMITS.maxPageSize, LIMITS.defaultPageSize)),
  offset: opt(zOffset),
  orderBy: opt(z.enum(['created', 'title', 'postsCount', 'followers'])),
  order: opt(z.enum(['asc', 'desc'])),
  searchQuery: opt(z.string().max(500)),
  owner: opt(z.string().max(255)),
});

export const collectionParams = z.object({ id: zPathId('Collection') });

export const collectionPostBody = z.object({ postId: zId });

export const rankBody = z.object({
  postId: zId,
  rank: z.enum(['top', 'up', 'down', 'bottom'], {
    error: 'rank must be top, up, down or bottom',
  }),
});
