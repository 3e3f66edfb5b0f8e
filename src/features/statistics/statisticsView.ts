import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RankingQuery, StatisticsPeriod } from '../../api/types';

/** The statistics page's tabs, in order; the first is shown when none is named. */
export const STATISTICS_TABS = ['overview', 'leaderboards'] as const;
/** One of the statistics page's tabs. */
export type StatisticsTab = (typeof STATISTICS_TABS)[number];

/** The leaderboards' periods, in the picker's order; `all` is sent as no period. */
export const LEADERBOARD_PERIODS = [
  '7d',
  '30d',
  'all',
] as const satisfies ReadonlyArray<StatisticsPeriod | 'all'>;
/** One of the leaderboards' periods. */
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** The overview chart's periods, in the picker's order (the daily series has no all time). */
export const OVERVIEW_PERIODS = [
  '7d',
  '30d',
  '1y',
] as const satisfies ReadonlyArray<StatisticsPeriod>;
/** One of the overview chart's periods. */
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** How many people each leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

const DEFAULT_TAB: StatisticsTab = 'overview';
const DEFAULT_PERIOD: LeaderboardPeriod = 'all';
// What the backend counts when no period is sent (docs/api.md).
const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = '30d';

const isTab = (value: string | null): value is StatisticsTab =>
  STATISTICS_TABS.includes(value as StatisticsTab);
/** `value` if it is one of `periods`, else `fallback`. */
const periodOf = <P extends string>(
  periods: ReadonlyArray<P>,
  value: string | null,
  fallback: P,
): P => (periods.includes(value as P) ? (value as P) : fallback);

/** The leaderboards' request for a period: all time is the absent period. */
export const rankingQueryOf = (period: LeaderboardPeriod): RankingQuery =>
  period === 'all'
    ? { limit: LEADERBOARD_SIZE }
    : { limit: LEADERBOARD_SIZE, period };

/**
 * The open tab and its period, kept in the URL (`?tab=leaderboards&period=7d`,
 * defaults left out) so they survive reloads and shared links. Both tabs
 * read the one `period`, each falling back to its own default for a period
 * it does not offer (the overview has no all time, the leaderboards no
 * year). Each choice pushes a history entry, so back and forward move
 * between them.
 */
export function useStatisticsView() {
  const [params, setParams] = useSearchParams();
  const namedTab = params.get('tab');
  const namedPeriod = params.get('period');
  const tab = isTab(namedTab) ? namedTab : DEFAULT_TAB;
  const period = periodOf(LEADERBOARD_PERIODS, namedPeriod, DEFAULT_PERIOD);
  const overviewPeriod = periodOf(
    OVERVIEW_PERIODS,
    namedPeriod,
    DEFAULT_OVERVIEW_PERIOD,
  );

  const set = useCallback(
    (key: 'tab' | 'period', value: string, fallback: string) =>
      setParams(current => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );
  const chooseTab = useCallback(
    (next: StatisticsTab) => set('tab', next, DEFAULT_TAB),
    [set],
  );
  const choosePeriod = useCallback(
    (next: LeaderboardPeriod) => set('period', next, DEFAULT_PERIOD),
    [set],
  );
  const chooseOverviewPeriod = useCallback(
    (next: OverviewPeriod) => set('period', next, DEFAULT_OVERVIEW_PERIOD),
    [set],
  );
  return {
    tab,
    period,
    overviewPeriod,
    chooseTab,
    choosePeriod,
    chooseOverviewPeriod,
  };
}
