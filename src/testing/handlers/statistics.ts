import {
  globalStatisticsFixture,
  impactFixture,
  rankingFixture,
  userStatisticsFixture,
} from '../fixtures/statistics';
import { route } from './http';

/** msw handler factories for the statistics routes. */
export const leaderboardHandler = route('get', '/statistics/:area/:board', rankingFixture);
export const userImpactHandler = route('get', '/statistics/user/impact', impactFixture);
export const globalStatisticsHandler = route('get', '/statistics/global', globalStatisticsFixture);
export const userStatisticsHandler = route('get', '/statistics/user/:ref', userStatisticsFixture);
