import { z } from 'zod';
import { postListTypeSchema } from '@agora/contract';
import { inPath, zPathId } from '../service/validation';

/*
 * Path parameters of the posts routes. Bodies and queries are the
 * contract's (`@agora/contract`); a malformed path names no resource and
 * answers that resource's 404 (see `parseParams`).
 */
export const postParams = z.object({ id: zPathId('Post') });

export const listParams = z.object({
  type: inPath(postListTypeSchema, 'List not found'),
});

export const commentParams = z.object({
  id: zPathId('Post'),
  commentId: zPathId('Comment'),
});
