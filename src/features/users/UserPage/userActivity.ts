import { CONTENT_COUNTERS } from '../../statistics/contentCounters';
import type { UserStat } from '../../../api/types';

/** The summary's counters that show a person took part, in the tiles' order. */
export const ACTIVITY_COUNTERS = [
  ...CONTENT_COUNTERS,
  'totalVotes',
  'totalViews',
  'totalFollowers',
] as const satisfies ReadonlyArray<keyof UserStat>;

/** Whether anything by or about the person counts in their summary. */
export const hasActivity = (summary: UserStat) =>
  ACTIVITY_COUNTERS.some(key => Number(summary[key]) > 0);

/** The daily series the chart draws and its table lists, in this order. */
export const ACTIVITY_SERIES = CONTENT_COUNTERS;
