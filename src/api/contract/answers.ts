import * as z from 'zod/mini';
import {
  LIMITS,
  authoredFields,
  maxChars,
  opt,
  postStatusSchema,
  sortOrderSchema,
  totalEnvelope,
  zBool,
  zDay,
  zId,
  zLimit,
  zList,
  zOffset,
  zRefFilter,
} from './common';
import { commentSchema } from './comments';
import { zEditSummary } from './revisions';

/** Sort keys of `POST /answers/query`. @public */
export const ANSWER_ORDER_BY = ['created', 'updated', 'score'] as const;

export const answerSchema = z.strictObject({
  ...authoredFields,
  postId: z.number(),
  status: z.optional(postStatusSchema),
  correct: z.boolean(),
  /** Whether the caller may mark this answer correct: only the question's author. */
  canMarkCorrect: z.optional(z.boolean()),
  /** Whether the caller may unmark it: the question's author or a moderator. */
  canUnmark: z.optional(z.boolean()),
  comments: z.array(commentSchema),
  /** The question's title; `POST /answers/query` sends it, so lists can name it. */
  postTitle: z.optional(z.string()),
});
export const answersResponseSchema = totalEnvelope('answers', answerSchema);
/** Answer of `GET /posts/{id}/answers/{answerId}/correct` and `…/incorrect`. */
export const answerMarkResponseSchema = z.strictObject({
  postId: z.number(),
  answerId: z.number(),
  correct: z.boolean(),
});

/** @public */
export type Answer = z.infer<typeof answerSchema>;

/** The error messages of the correct mark (docs/api.md, "Answers"). @public */
export const ANSWER_ERRORS = {
  markCorrectNotAsker:
    'Only the person who asked the question can mark the correct answer',
  unmarkCorrectNotAllowed:
    'Only the person who asked the question or a moderator can unmark the correct answer',
} as const;
/** @public */
export type AnswersResponse = z.infer<typeof answersResponseSchema>;

/** The text travels as `answer`. */
const answerText = z
  .string({ error: 'Answer is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Answer is required'),
    maxChars('Answer', LIMITS.answerMaxLength),
  );

/** Body of `POST /posts/{id}/answers`. */
export const createAnswerBody = z.object({
  answer: answerText,
  images: opt(zList(zId)),
  anonymous: opt(zBool),
});

/** Body of `POST /posts/{id}/answers/{answerId}`. */
export const updateAnswerBody = z.object({
  answer: answerText,
  images: opt(zList(zId)),
  summary: zEditSummary,
});

/** Body of `POST /answers/query`. */
export const answersQuery = z.object({
  author: opt(zRefFilter),
  postId: opt(zId),
  orderBy: opt(z.enum(ANSWER_ORDER_BY)),
  order: opt(sortOrderSchema),
  searchQuery: opt(z.string().check(z.maxLength(LIMITS.searchQueryMaxLength))),
  noVotes: opt(zBool),
  fromDate: opt(zDay),
  toDate: opt(zDay),
  limit: opt(zLimit()),
  offset: opt(zOffset),
});

/** @public */
export type AnswerOrderBy = (typeof ANSWER_ORDER_BY)[number];
/** @public */
export type AnswersQuery = z.input<typeof answersQuery>;
/** Body of `POST /posts/{id}/answers` and `POST /posts/{id}/answers/{answerId}`. @public */
export type AnswerRequest = z.input<typeof createAnswerBody>;
