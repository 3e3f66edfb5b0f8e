import * as z from 'zod/mini';
import { opt, zLimit } from './common';

/** @public */
export const STATISTICS_PERIODS = ['7d', '30d', '1y'] as const;
/** The five leaderboards of `/statistics/...`. @public */
export const LEADERBOARDS = [
  'answers/top-upvoted-users',
  'answers/top-correct-upvoted-users',
  'posts/top-upvoted-users',
  'posts/most-questions',
  'answers/most-answers',
] as const;

/** @public */
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** The five leaderboards of `/statistics/...`. @public */
export type Leaderboard = (typeof LEADERBOARDS)[number];

const zPeriod = opt(
  z.enum(STATISTICS_PERIODS, { error: 'period must be 7d, 30d or 1y' }),
);

/** Query of `GET /statistics/{board}`: an absent period is all time. */
export const rankingQuery = z.object({ limit: zLimit(), period: zPeriod });
/** Query of the daily series: 30 days when the period is absent. */
export const seriesQuery = z.object({ period: zPeriod });

/** @public */
export type RankingQuery = z.input<typeof rankingQuery>;

const rankingEntrySchema = z.strictObject({
  author: z.string(),
  total: z.number(),
  position: z.number(),
});
export const rankingResponseSchema = z.strictObject({
  ranking: z.array(rankingEntrySchema),
  /** The caller's own row, also when outside the requested top. */
  loggedUser: z.optional(rankingEntrySchema),
});
export const userImpactSchema = z.strictObject({
  impact: z.number(),
  lastWeekImpact: z.number(),
});

/** Totals shared by global and per-user statistics. */
const totals = {
  totalQuestions: z.number(),
  totalAnswers: z.number(),
  totalArticles: z.number(),
  totalLinks: z.number(),
  totalComments: z.number(),
  totalViews: z.number(),
  totalVotes: z.number(),
  date: z.string(),
};
const statisticsTotalsSchema = z.strictObject(totals);
export const globalStatSchema = z.strictObject({
  ...totals,
  totalTags: z.number(),
  totalUsers: z.number(),
});
export const userStatSchema = z.strictObject({
  ...totals,
  totalFollowers: z.number(),
});
export const globalStatisticsResponseSchema = z.strictObject({
  statistics: z.array(globalStatSchema),
  summary: globalStatSchema,
});
export const userStatisticsResponseSchema = z.strictObject({
  statistics: z.array(userStatSchema),
  summary: userStatSchema,
});

/** One row of a leaderboard. @public */
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
/** @public */
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
/** @public */
export type UserImpact = z.infer<typeof userImpactSchema>;
/** Totals shared by global and per-user statistics. @public */
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;
/** @public */
export type GlobalStat = z.infer<typeof globalStatSchema>;
/** @public */
export type UserStat = z.infer<typeof userStatSchema>;
/** @public */
export type GlobalStatisticsResponse = z.infer<
  typeof globalStatisticsResponseSchema
>;
/** @public */
export type UserStatisticsResponse = z.infer<
  typeof userStatisticsResponseSchema
>;

const ZERO_TOTALS: StatisticsTotals = {
  totalQuestions: 0,
  totalAnswers: 0,
  totalArticles: 0,
  totalLinks: 0,
  totalComments: 0,
  totalViews: 0,
  totalVotes: 0,
  date: '',
};
/** The all-zero global summary, shown when statistics cannot be read. @public */
export const EMPTY_GLOBAL_SUMMARY: GlobalStat = {
  ...ZERO_TOTALS,
  totalTags: 0,
  totalUsers: 0,
};
/** The all-zero per-user summary. @public */
export const EMPTY_USER_SUMMARY: UserStat = {
  ...ZERO_TOTALS,
  totalFollowers: 0,
};
