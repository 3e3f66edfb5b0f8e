import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import type {
  GlobalStat,
  GlobalStatisticsResponse,
  Leaderboard,
  RankingQuery,
  RankingResponse,
  UserImpact,
  UserStat,
  UserStatisticsResponse,
} from '../../api/types';

/** @public */
export type GetLeaderboardArg = RankingQuery & { board: Leaderboard };

const ZERO_TOTALS = {
  totalQuestions: 0,
  totalAnswers: 0,
  totalArticles: 0,
  totalLinks: 0,
  totalComments: 0,
  totalViews: 0,
  totalVotes: 0,
  date: '',
};

/** The all-zero global summary (spec §9). */
export const EMPTY_GLOBAL_SUMMARY: GlobalStat = { ...ZERO_TOTALS, totalTags: 0, totalUsers: 0 };
/** The all-zero per-user summary. */
export const EMPTY_USER_SUMMARY: UserStat = { ...ZERO_TOTALS, totalFollowers: 0 };

// No access to statistics reads as zero counts (spec §6).
const EMPTY_RANKING: RankingResponse = { ranking: [] };
const EMPTY_IMPACT: UserImpact = { impact: 0, lastWeekImpact: 0 };
const EMPTY_GLOBAL: GlobalStatisticsResponse = { statistics: [], summary: EMPTY_GLOBAL_SUMMARY };
const EMPTY_USER: UserStatisticsResponse = { statistics: [], summary: EMPTY_USER_SUMMARY };

const STATISTICS = [{ type: 'Statistics' as const }];

/** Leaderboards, impact and totals. */
export const statisticsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getLeaderboard: build.query<RankingResponse, GetLeaderboardArg>({
      query: ({ board, ...params }): AgoraRequest => ({
        // `board` is one of five fixed paths with slashes, so it is not encoded.
        url: `/statistics/${board}`,
        params,
        forbiddenValue: EMPTY_RANKING,
      }),
      providesTags: STATISTICS,
    }),
    getUserImpact: build.query<UserImpact, void>({
      query: (): AgoraRequest => ({
        url: '/statistics/user/impact',
        forbiddenValue: EMPTY_IMPACT,
      }),
      providesTags: STATISTICS,
    }),
    getGlobalStatistics: build.query<GlobalStatisticsResponse, void>({
      query: (): AgoraRequest => ({ url: '/statistics/global', forbiddenValue: EMPTY_GLOBAL }),
      providesTags: STATISTICS,
    }),
    getUserStatistics: build.query<UserStatisticsResponse, string>({
      query: (userRef): AgoraRequest => ({
        url: apiPath`/statistics/user/${userRef}`,
        forbiddenValue: EMPTY_USER,
      }),
      providesTags: STATISTICS,
    }),
  }),
});

export const {
  useGetLeaderboardQuery,
  useGetUserImpactQuery,
  useGetGlobalStatisticsQuery,
  useGetUserStatisticsQuery,
} = statisticsApi;
