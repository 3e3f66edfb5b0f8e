import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { STATISTICS } from '../../api/tags';
import {
  EMPTY_GLOBAL_SUMMARY,
  EMPTY_USER_SUMMARY,
  globalStatisticsResponseSchema,
  rankingResponseSchema,
  userImpactSchema,
  userStatisticsResponseSchema,
  type GlobalStatisticsResponse,
  type Leaderboard,
  type RankingQuery,
  type RankingResponse,
  type StatisticsPeriod,
  type UserImpact,
  type UserStatisticsResponse,
} from '../../api/types';

/** The all-zero summaries, the contract's. */
export { EMPTY_GLOBAL_SUMMARY, EMPTY_USER_SUMMARY };

// No access to statistics (403) reads as zero counts (docs/api.md).
const EMPTY_RANKING: RankingResponse = { ranking: [] };
const EMPTY_IMPACT: UserImpact = { impact: 0, lastWeekImpact: 0 };
const EMPTY_GLOBAL: GlobalStatisticsResponse = {
  statistics: [],
  summary: EMPTY_GLOBAL_SUMMARY,
};
const EMPTY_USER: UserStatisticsResponse = {
  statistics: [],
  summary: EMPTY_USER_SUMMARY,
};

/** A user's statistics, the summary carrying the user's ref. */
export type UserStatistics = UserStatisticsResponse & {
  summary: UserStatisticsResponse['summary'] & { userRef: string };
};

/**
 * Leaderboards, impact and totals. Each read provides what it shows (see
 * `STATISTICS` and `aggregatesChanged` in api/tags.ts): a user's statistics
 * are that user's totals, so they sit under `User` with the user lists.
 */
export const statisticsApi = agoraApi.injectEndpoints({
  endpoints: build => {
    /** One of the five leaderboards of docs/api.md; all share limit and period. */
    const leaderboard = (board: Leaderboard) =>
      build.query<RankingResponse, RankingQuery>({
        query: (params): AgoraRequest => ({
          url: `/statistics/${board}`,
          params,
          forbiddenValue: EMPTY_RANKING,
          response: rankingResponseSchema,
        }),
        providesTags: [{ type: 'Statistics', id: STATISTICS.rankings }],
      });
    return {
      /** Net votes on their answers. */
      getTopUpvotedAnswerAuthors: leaderboard('answers/top-upvoted-users'),
      /** Net votes on their answers marked correct. */
      getTopUpvotedCorrectAnswerAuthors: leaderboard(
        'answers/top-correct-upvoted-users',
      ),
      /** Net votes on their posts. */
      getTopUpvotedPostAuthors: leaderboard('posts/top-upvoted-users'),
      /** Questions asked. */
      getTopQuestionAuthors: leaderboard('posts/most-questions'),
      /** Answers given. */
      getTopAnswerAuthors: leaderboard('answers/most-answers'),
      getUserImpact: build.query<UserImpact, void>({
        query: (): AgoraRequest => ({
          url: '/statistics/user/impact',
          forbiddenValue: EMPTY_IMPACT,
          response: userImpactSchema,
        }),
        providesTags: [{ type: 'Statistics', id: STATISTICS.impact }],
      }),
      /** All-time totals, and the daily series of the period (30 days when none). */
      getGlobalStatistics: build.query<
        GlobalStatisticsResponse,
        StatisticsPeriod | void
      >({
        query: (period): AgoraRequest => ({
          url: '/statistics/global',
          params: period ? { period } : undefined,
          forbiddenValue: EMPTY_GLOBAL,
          response: globalStatisticsResponseSchema,
        }),
        providesTags: [{ type: 'Statistics', id: STATISTICS.global }],
      }),
      getUserStatistics: build.query<UserStatistics, string>({
        query: (userRef): AgoraRequest => ({
          url: apiPath`/statistics/user/${userRef}`,
          forbiddenValue: EMPTY_USER,
          response: userStatisticsResponseSchema,
        }),
        // The summary names its user, so following them moves its
        // totalFollowers with every other cached copy (patchEverywhere).
        transformResponse: (
          response: UserStatisticsResponse,
          _meta,
          userRef,
        ) => ({
          ...response,
          summary: { ...response.summary, userRef },
        }),
        providesTags: (_result, _error, userRef) => [
          { type: 'User', id: userRef },
        ],
      }),
    };
  },
});

export const {
  useGetTopUpvotedAnswerAuthorsQuery,
  useGetTopUpvotedCorrectAnswerAuthorsQuery,
  useGetTopUpvotedPostAuthorsQuery,
  useGetTopQuestionAuthorsQuery,
  useGetTopAnswerAuthorsQuery,
  useGetUserImpactQuery,
  useGetGlobalStatisticsQuery,
  useGetUserStatisticsQuery,
} = statisticsApi;
