import * as z from 'zod/mini';
import { listQuery, opt, totalEnvelope, zList, zUserRef } from './common';

/** Sort keys of `GET /users`; `reputation` is the default. @public */
export const USER_ORDER_BY = [
  'totalQuestions',
  'reputation',
  'totalAnswers',
  'totalFollowers',
  'userRef',
] as const;
/** @public */
export type UserOrderBy = (typeof USER_ORDER_BY)[number];

/**
 * Query of `GET /users`. The server knows refs, not names: `searchQuery`
 * matches part of a ref, and `searchRefs` names the users whose display
 * names match it (the client finds them in the catalog), who match too.
 */
export const usersQuery = z.extend(listQuery(USER_ORDER_BY, 'reputation'), {
  searchRefs: opt(zList(zUserRef)),
});

/** @public */
export type UsersQuery = z.input<typeof usersQuery>;

export const userStatsSchema = z.strictObject({
  userRef: z.string(),
  totalViews: z.number(),
  totalQuestions: z.number(),
  totalAnswers: z.number(),
  totalComments: z.number(),
  totalVotes: z.number(),
  totalArticles: z.number(),
  totalLinks: z.number(),
  totalFollowers: z.number(),
  reputation: z.number(),
  answerScore: z.number(),
  postScore: z.number(),
  correctAnswers: z.number(),
  lastSeen: z.optional(z.string()),
});
export const usersResponseSchema = totalEnvelope('users', userStatsSchema);
export const followedUsersResponseSchema = z.strictObject({
  followedUserRefs: z.array(z.string()),
  count: z.number(),
});

/** @public */
export type UserStats = z.infer<typeof userStatsSchema>;
/** @public */
export type UsersResponse = z.infer<typeof usersResponseSchema>;
/** @public */
export type FollowedUsersResponse = z.infer<typeof followedUsersResponseSchema>;
