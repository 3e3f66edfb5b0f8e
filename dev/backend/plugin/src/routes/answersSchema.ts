import { z } from 'zod';
import { LIMITS } from '@agora/contract';
import {
  zBool,
  zDay,
  zId,
  zLimit,
  zList,
  zOffset,
  zPathId,
} from '../service/validation';
import { opt } from './postsSchema';

/** Request schemas of the answers routes; the text travels as `answer` (spec §7). */
const answerText = z
  .string({ error: 'Answer is required' })
  .trim()
  .min(1, 'Answer is required')
  .max(50000);

export const createAnswerBody = z.object({
  answer: answerText,
  images: opt(zList(zId)),
  anonymous: opt(zBool),
});

export const updateAnswerBody = z.object({
  answer: answerText,
  images: opt(zList(zId)),
});

export const answerParams = z.object({
  id: zPathId('Post'),
  answerId: zPathId('Answer'),
});
export const answerCommentParams = answerParams.extend({
  commentId: zPathId('Comment'),
});

export const answersQuery = z.object({
  author: opt(z.string().max(255)),
  postId: opt(zId),
  orderBy: opt(z.enum(['created', 'updated', 'score'])),
  order: opt(z.enum(['asc', 'desc'])),
  searchQuery: opt(z.string().max(500)),
  noVotes: opt(zBool),
  fromDate: opt(zDay),
  toDate: opt(zDay),
  limit: opt(zLimit(LIMITS.maxPageSize, LIMITS.defaultPageSize)),
  offset: opt(zOffset),
});
