import type { z as zodV3 } from 'zod/v3';
import {
  LIMITS,
  POST_TYPES,
  type Answer,
  type Comment,
  type Post,
} from '@agora/contract';
import type { AppUrl } from '../service/appLinks';
import { indexText } from '../domain/indexText';

/**
 * The zod the actions registry hands each schema builder. It must be that
 * one: the registry turns schemas into JSON Schema with zod v3's tools, and
 * a schema of another zod comes out empty.
 */
export type Zod = typeof zodV3;

/** Characters of a post's plain text that search results carry. */
export const EXCERPT_LENGTH = 300;

// ------------------------------------------------------------------ inputs

export const postIdInput = (z: Zod) =>
  z.number().int().positive().describe('The id of the post');

export const tagsInput = (z: Zod) =>
  z
    .array(z.string().max(LIMITS.tagMaxLength))
    .max(LIMITS.maxTagsPerPost)
    .optional()
    .describe('Tags, lower case words joined by "-", e.g. "kubernetes"');

export const entitiesInput = (z: Zod) =>
  z
    .array(z.string().max(LIMITS.refMaxLength))
    .max(LIMITS.maxListValues)
    .optional()
    .describe(
      'Catalog entity refs the post is about, e.g. "component:default/payments"',
    );

export const anonymousInput = (z: Zod) =>
  z
    .boolean()
    .optional()
    .describe('Post without showing the author to others (default false)');

// ----------------------------------------------------------------- outputs

/** A post as search results and writes return it. */
export const postSummaryShape = (z: Zod) =>
  z.object({
    id: z.number(),
    type: z.enum(POST_TYPES),
    title: z.string(),
    excerpt: z
      .string()
      .describe(
        `The start of the text, as plain text (≤ ${EXCERPT_LENGTH} characters)`,
      ),
    author: z
      .string()
      .describe('User ref of the author, or "anonymous" for anonymous posts'),
    created: z.string(),
    tags: z.array(z.string()),
    entities: z.array(z.string()),
    score: z.number().describe('Up votes minus down votes'),
    answersCount: z.number(),
    hasCorrectAnswer: z.boolean(),
    url: z.string().optional().describe('The shared address of a link post'),
    link: z.string().describe('Where people read the post in the portal'),
  });

const commentShape = (z: Zod) =>
  z.object({
    id: z.number(),
    author: z.string(),
    content: z.string().describe('Markdown'),
    created: z.string(),
    link: z.string(),
  });

const answerShape = (z: Zod) =>
  z.object({
    id: z.number(),
    author: z.string(),
    content: z.string().describe('Markdown'),
    created: z.string(),
    updated: z.string().optional(),
    score: z.number(),
    correct: z.boolean(),
    link: z.string(),
    comments: z.array(commentShape(z)),
  });

/** A post with its text, answers and comments, as `get-post` returns it. */
export const postDetailShape = (z: Zod) =>
  postSummaryShape(z).extend({
    content: z.string().describe('Markdown'),
    updated: z.string().optional(),
    views: z.number(),
    answers: z
      .array(answerShape(z))
      .describe('Correct answer first, then by score'),
    comments: z.array(commentShape(z)),
  });

export function postSummary(post: Post, link: AppUrl) {
  const text = indexText(post.content);
  return {
    id: post.id,
    type: post.type,
    title: post.title,
    excerpt:
      text.length > EXCERPT_LENGTH
        ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`
        : text,
    author: post.author,
    created: post.created,
    tags: post.tags,
    entities: post.entities,
    score: post.score,
    answersCount: post.answersCount,
    hasCorrectAnswer: post.correctAnswer,
    ...(post.url && { url: post.url }),
    link: link(post.type, post.id),
  };
}

const commentOf = (post: Post, link: AppUrl) => (comment: Comment) => ({
  id: comment.id,
  author: comment.author,
  content: comment.content,
  created: comment.created,
  link: link(post.type, post.id, { comment: comment.id }),
});

export function postDetail(post: Post, link: AppUrl) {
  return {
    ...postSummary(post, link),
    content: post.content,
    ...(post.updated && { updated: post.updated }),
    views: post.views,
    answers: (post.answers ?? []).map((answer: Answer) => ({
      id: answer.id,
      author: answer.author,
      content: answer.content,
      created: answer.created,
      ...(answer.updated && { updated: answer.updated }),
      score: answer.score,
      correct: answer.correct,
      link: link(post.type, post.id, { answer: answer.id }),
      comments: answer.comments.map(commentOf(post, link)),
    })),
    comments: (post.comments ?? []).map(commentOf(post, link)),
  };
}
