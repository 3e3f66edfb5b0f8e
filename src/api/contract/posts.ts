import * as z from 'zod/mini';
import {
  LIMITS,
  authoredFields,
  countEnvelope,
  canonicalRef,
  DELETE_REASON_MAX_LENGTH,
  deleteReason,
  filterRelationSchema,
  maxChars,
  opt,
  orEmpty,
  postStatusSchema,
  sortOrderSchema,
  zBool,
  zDay,
  zEntityRef,
  zId,
  zLimit,
  zList,
  zOffset,
  zRefFilter,
  zTitle,
} from './common';
import { zTags } from './tags';
import { answerSchema } from './answers';
import { commentSchema } from './comments';
import { zEditSummary } from './revisions';
import { duplicateOfSchema } from './duplicates';
import { reviewSchema } from './reviews';

/**
 * The three kinds of post. @public
 *
 * Spelled out, not derived from {@link POST_TYPES} or its schema: the
 * published declarations copy this type as written (docs/architecture.md,
 * "Published types"), and a type computed from a value would need that
 * value's initializer, which a declaration file cannot hold.
 */
export type PostType = 'question' | 'article' | 'link';
/** @public */
export const POST_TYPES = [
  'question',
  'article',
  'link',
] as const satisfies readonly PostType[];
/**
 * Sort keys of post lists; `updated` is the post's last edit, `activity`
 * its last activity (`lastActivity`), `rank` needs a `collectionId`,
 * `clicks` means links, `deleted` (newest deletion first) needs
 * `status=deleted`, `relevance` (best match first, the default of a
 * search) needs a `searchQuery` (docs/search.md). @public
 */
export const POST_ORDER_BY = [
  'created',
  'relevance',
  'activity',
  'updated',
  'title',
  'views',
  'score',
  'answersCount',
  'clicks',
  'trend',
  'rank',
  'deleted',
] as const;
/** Preset lists of `GET /posts/list/{type}`, besides the post types. @public */
export const POST_LIST_PRESETS = [
  'hot',
  'unanswered',
  'incorrect',
  'recent',
  'own',
  'followed',
] as const;

export const postTypeSchema = z.enum(POST_TYPES);
export const postOrderBySchema = z.enum(POST_ORDER_BY);
/** The `{type}` of `GET /posts/list/{type}`. */
export const postListTypeSchema = z.enum([...POST_LIST_PRESETS, ...POST_TYPES]);

/** @public */
export type PostOrderBy = z.infer<typeof postOrderBySchema>;
/** Preset lists of `GET /posts/list/{type}`. @public */
export type PostListPreset = (typeof POST_LIST_PRESETS)[number];

/** The author of anonymous content as everyone but its author sees it. @public */
export const ANONYMOUS_AUTHOR = 'anonymous';

/**
 * One run of a search excerpt: plain text (markdown removed), `match` when
 * it is one of the words searched for (shown highlighted). @public
 */
export const excerptPartSchema = z.strictObject({
  text: z.string(),
  match: z.optional(z.boolean()),
});
/** @public */
export type ExcerptPart = z.infer<typeof excerptPartSchema>;

/**
 * How a search was answered, beside its results (docs/search.md): when no
 * readable post has every word as typed, the results are for a close
 * spelling of the words (`correctedQuery`) or, failing that, have some of
 * the words, best match first (`someWords`). @public
 */
export const searchOutcomeSchema = z.strictObject({
  correctedQuery: z.optional(z.string()),
  someWords: z.optional(z.boolean()),
});
/** @public */
export type SearchOutcome = z.infer<typeof searchOutcomeSchema>;

export const postSchema = z.strictObject({
  ...authoredFields,
  type: postTypeSchema,
  title: z.string(),
  status: postStatusSchema,
  /** Why a deleted post went; to moderators and its author (docs/api.md). */
  deleteReason: z.optional(z.string()),
  /** Who deleted a deleted post; moderators, and its author when it was themselves. */
  deletedBy: z.optional(z.string()),
  /** When a deleted post was deleted; moderators only. */
  deleted: z.optional(z.string()),
  /**
   * When the post was created, edited, or last got an answer or comment
   * (created or edited); deletions do not move it (docs/api.md).
   */
  lastActivity: z.string(),
  views: z.number(),
  answersCount: z.number(),
  commentsCount: z.number(),
  correctAnswer: z.boolean(),
  favorite: z.boolean(),
  /** Whether the caller follows the post (`PUT /posts/follow/{id}`). */
  following: z.boolean(),
  tags: z.array(z.string()),
  entities: z.array(z.string()),
  headerImage: z.optional(z.string()),
  url: z.optional(z.string()),
  clicks: z.number(),
  trend: z.optional(z.number()),
  /**
   * Whether the caller may answer / comment on the post (`agora.answer.create`,
   * `agora.comment.create`); on single reads. Absent means yes.
   */
  canAnswer: z.optional(z.boolean()),
  canComment: z.optional(z.boolean()),
  /** Set while a question is closed as a duplicate of another (docs/api.md, "Duplicates"). */
  duplicateOf: z.optional(duplicateOfSchema),
  /** The post's last review, when it has one (docs/api.md, "Reviews"). */
  review: z.optional(reviewSchema),
  /**
   * On single reads and `GET /reviews`: the post is due for review and the
   * caller may review it (its author, an expert of its tags, a moderator).
   */
  needsReview: z.optional(z.boolean()),
  /**
   * On `GET /reviews`: when its review clock started, the latest of its
   * creation, last edit and last review (docs/api.md, "Reviews").
   */
  reviewSince: z.optional(z.string()),
  /** On single reads: whether the caller may review the post (still valid or outdated). */
  canReview: z.optional(z.boolean()),
  /** Whether the caller may close or reopen the question (`agora.post.close`); on single reads of questions. */
  canClose: z.optional(z.boolean()),
  /** Present on single reads (`GET /posts/{id}`). */
  answers: z.optional(z.array(answerSchema)),
  /** Present on single reads (`GET /posts/{id}`). */
  comments: z.optional(z.array(commentSchema)),
  /**
   * On searches: a short excerpt of the post's text around the words
   * searched for, the matching words marked (docs/search.md).
   */
  excerpt: z.optional(z.array(excerptPartSchema)),
});
export const postsResponseSchema = z.strictObject({
  posts: z.array(postSchema),
  total: z.number(),
  /** On searches that did not match every word as typed (docs/search.md). */
  search: z.optional(searchOutcomeSchema),
});
/**
 * Answer of `GET /posts/followed`: one page of the posts the caller
 * follows, latest activity first; `count` is all of them, not the page.
 */
export const followedPostsResponseSchema = countEnvelope('posts', postSchema);

/** @public */
export type Post = z.infer<typeof postSchema>;
/** @public */
export type PostsResponse = z.infer<typeof postsResponseSchema>;
/** @public */
export type FollowedPostsResponse = z.infer<typeof followedPostsResponseSchema>;

// ---------------------------------------------------------------- requests

/** Entity refs of a post or template, de-duplicated. */
export const zEntityRefs = z.pipe(
  zList(zEntityRef('Expected an entity ref like component:default/name')),
  z.transform(refs => [...new Set(refs)]),
);

const zHttpUrl = z.string().check(
  z.trim(),
  maxChars('URL', LIMITS.urlMaxLength),
  z.refine(value => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Expected an http(s) url'),
);

const postFields = {
  title: zTitle(),
  content: z._default(
    z.string().check(maxChars('Content', LIMITS.contentMaxLength)),
    '',
  ),
  tags: orEmpty(zTags),
  entities: orEmpty(zEntityRefs),
  images: orEmpty(zList(zId)),
  headerImage: opt(z.string().check(maxChars('URL', LIMITS.urlMaxLength))),
  url: opt(zHttpUrl),
};

/** Body of `POST /posts`: questions and articles need content, links an http(s) url. */
export const createPostBody = z
  .object({
    ...postFields,
    type: z.enum(POST_TYPES, {
      error: 'type must be question, article or link',
    }),
    anonymous: z.pipe(
      opt(zBool),
      z.transform(v => v ?? false),
    ),
  })
  .check(
    z.superRefine((post, ctx) => {
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
    }),
  );

/** Body of `POST /posts/{id}`; type and anonymity are fixed at creation. */
export const updatePostBody = z.object({
  ...postFields,
  summary: zEditSummary,
});

/** Body of `DELETE /posts/{id}` and of an answer's and a comment's delete. */
export const deleteBody = deleteReason(DELETE_REASON_MAX_LENGTH);
/** `DELETE /posts/{id}?permanent=true`: a moderator's removal for good. */
export const deletePostQuery = z.object({ permanent: opt(zBool) });

/** Body of `POST /posts/query` and query of `GET /posts/list/{type}`. */
export const postsQuery = z.object({
  type: opt(postTypeSchema),
  limit: opt(zLimit()),
  offset: opt(zOffset),
  orderBy: opt(postOrderBySchema),
  order: opt(sortOrderSchema),
  searchQuery: opt(z.string().check(z.maxLength(LIMITS.searchQueryMaxLength))),
  tags: opt(
    zList(
      z
        .string()
        .check(z.trim(), z.minLength(1), z.maxLength(LIMITS.tagMaxLength)),
    ),
  ),
  tagsRelation: opt(filterRelationSchema),
  entities: opt(
    zList(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1),
          z.overwrite(canonicalRef),
          z.maxLength(LIMITS.refMaxLength),
        ),
    ),
  ),
  entitiesRelation: opt(filterRelationSchema),
  author: opt(zRefFilter),
  favorite: opt(zBool),
  /** Only posts the caller follows (`PUT /posts/follow/{id}`). */
  following: opt(zBool),
  noAnswers: opt(zBool),
  noCorrectAnswer: opt(zBool),
  noVotes: opt(zBool),
  /** Only questions closed as duplicates of an active original (docs/api.md, "Duplicates"). */
  closedAsDuplicate: opt(zBool),
  fromDate: opt(zDay),
  toDate: opt(zDay),
  collectionId: opt(zId),
  status: opt(postStatusSchema),
});

/** Query string of `GET /posts/followed`: a page, as other lists take it. */
export const followedPostsQuery = z.object({
  limit: zLimit(),
  offset: zOffset,
});

/** Query of `POST /posts/query` and `GET /posts/list/{type}`. @public */
export type PostsQuery = z.input<typeof postsQuery>;

/** Body of `POST /posts` and `POST /posts/{id}`. @public */
export type PostRequest = z.input<typeof createPostBody>;

/** Kinds of `GET /suggestions` items. @public */
export const SUGGESTION_TYPES = [
  'noCorrectAnswer',
  'newArticle',
  'newQuestion',
  'newLink',
  'draftPost',
] as const;
export const suggestionSchema = z.strictObject({
  type: z.enum(SUGGESTION_TYPES),
  id: z.string(),
  post: postSchema,
});
export const suggestionsResponseSchema = z.strictObject({
  suggestions: z.array(suggestionSchema),
});

/** @public */
export type Suggestion = z.infer<typeof suggestionSchema>;
/** @public */
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
