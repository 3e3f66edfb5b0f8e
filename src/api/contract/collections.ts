import * as z from 'zod/mini';
import {
  LIMITS,
  countEnvelope,
  DELETE_REASON_MAX_LENGTH,
  deleteReason,
  maxChars,
  opt,
  sortOrderSchema,
  totalEnvelope,
  zId,
  zLimit,
  zList,
  zOffset,
  zRefFilter,
  zTitle,
} from './common';
import { postSchema } from './posts';

/** Sort keys of `POST /collections/query`. @public */
export const COLLECTION_ORDER_BY = [
  'created',
  'title',
  'postsCount',
  'followers',
] as const;
/** Moves of `POST /collections/{id}/rank`. @public */
export const RANK_MOVES = ['top', 'up', 'down', 'bottom'] as const;

export const collectionSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  description: z.optional(z.string()),
  owner: z.string(),
  created: z.string(),
  updated: z.optional(z.string()),
  headerImage: z.optional(z.string()),
  images: z.array(z.number()),
  /** The collection's posts in rank order (single reads). */
  posts: z.optional(z.array(postSchema)),
  postsCount: z.number(),
  questionsCount: z.number(),
  articlesCount: z.number(),
  linksCount: z.number(),
  followers: z.number(),
  canEdit: z.optional(z.boolean()),
  canDelete: z.optional(z.boolean()),
});
export const collectionsResponseSchema = totalEnvelope(
  'collections',
  collectionSchema,
);
export const followedCollectionsResponseSchema = countEnvelope(
  'collections',
  collectionSchema,
);
/** Answer of `POST /collections/{id}/rank`. */
export const rankResponseSchema = z.strictObject({
  collectionId: z.number(),
  postId: z.number(),
  position: z.number(),
});

/** @public */
export type Collection = z.infer<typeof collectionSchema>;
/** @public */
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;
/** @public */
export type FollowedCollectionsResponse = z.infer<
  typeof followedCollectionsResponseSchema
>;

/** Body of `POST /collections` and `POST /collections/{id}`. */
export const collectionBody = z.object({
  title: zTitle(),
  description: opt(z.string().check(maxChars('Description', 10000))),
  headerImage: opt(z.string().check(maxChars('URL', LIMITS.urlMaxLength))),
  images: opt(zList(zId)),
});

/** Body of `POST /collections/query`. */
export const collectionsQuery = z.object({
  limit: opt(zLimit()),
  offset: opt(zOffset),
  orderBy: opt(z.enum(COLLECTION_ORDER_BY)),
  order: opt(sortOrderSchema),
  searchQuery: opt(z.string().check(z.maxLength(LIMITS.searchQueryMaxLength))),
  owner: opt(zRefFilter),
});

/** Body of `DELETE /collections/{id}` (the reason is validated, not stored). */
export const deleteCollectionBody = deleteReason(DELETE_REASON_MAX_LENGTH);

/** Body of `POST` and `DELETE /collections/{id}/posts`. */
export const collectionPostBody = z.object({ postId: zId });

/** Body of `POST /collections/{id}/rank`. */
export const rankBody = z.object({
  postId: zId,
  rank: z.enum(RANK_MOVES, { error: 'rank must be top, up, down or bottom' }),
});

/** @public */
export type CollectionOrderBy = (typeof COLLECTION_ORDER_BY)[number];
/** @public */
export type CollectionsQuery = z.input<typeof collectionsQuery>;
/** Body of `POST /collections` and `POST /collections/{id}`. @public */
export type CollectionRequest = z.input<typeof collectionBody>;
/** Moves of `POST /collections/{id}/rank`. @public */
export type RankMove = (typeof RANK_MOVES)[number];
