import type { UserStat } from '../../../api/types';

/** The summary's counters that show a person took part. */
const ACTIVITY: Array<keyof UserStat> = [
  'totalQuestions',
  'totalAnswers',
  'totalArticles',
  'totalLinks',
  'totalComments',
  'totalVotes',
  'totalViews',
  'totalFollowers',
];

/** Whether anything by or about the person counts in their summary. */
export const hasActivity = (summary: UserStat) =>
  ACTIVITY.some(key => Number(summary[key]) > 0);

/** The daily series the chart draws and its table lists, in this order. */
export const ACTIVITY_SERIES = [
  'totalQuestions',
  'totalAnswers',
  'totalArticles',
  'totalLinks',
  'totalComments',
] as const;
