import type { statisticsMessages } from './statisticsMessages';

/** A counter the statistics tiles and charts can name. */
export type StatisticsCounter = keyof typeof statisticsMessages.tiles;

/** One day of a daily series: its date and that day's counters. */
export type DailyRow<K extends StatisticsCounter> = { date: string } & Record<
  K,
  number
>;

/** How the daily chart draws its series. */
export type ChartKind = 'bar' | 'line';

/** Whether any of `series` counts something on any day. */
export const hasDailyActivity = <K extends StatisticsCounter>(
  rows: ReadonlyArray<DailyRow<K>>,
  series: readonly K[],
) => rows.some(day => series.some(key => Number(day[key]) > 0));
