import * as z from 'zod/mini';
import { countEnvelope, listQuery, totalEnvelope } from './common';

/** Sort keys of `GET /entities`; the first is the default. @public */
export const ENTITY_ORDER_BY = [
  'postsCount',
  'entityRef',
  'followerCount',
] as const;
/** Query of `GET /entities`. */
export const entitiesQuery = listQuery(ENTITY_ORDER_BY, 'postsCount');

export const entityStatsSchema = z.strictObject({
  id: z.number(),
  entityRef: z.string(),
  postsCount: z.number(),
  questionsCount: z.number(),
  articlesCount: z.number(),
  linksCount: z.number(),
  followerCount: z.number(),
});
export const entitiesResponseSchema = totalEnvelope(
  'entities',
  entityStatsSchema,
);
export const followedEntitiesResponseSchema = countEnvelope(
  'entityRefs',
  z.string(),
);
/** Answer of `GET /entities/links`. */
export const entityLinksResponseSchema = z.strictObject({
  entities: z.array(
    z.strictObject({ entityRef: z.string(), count: z.number() }),
  ),
});

/** @public */
export type EntityStats = z.infer<typeof entityStatsSchema>;
/** @public */
export type EntitiesResponse = z.infer<typeof entitiesResponseSchema>;
/** @public */
export type FollowedEntitiesResponse = z.infer<
  typeof followedEntitiesResponseSchema
>;
/** @public */
export type EntityLinksResponse = z.infer<typeof entityLinksResponseSchema>;
