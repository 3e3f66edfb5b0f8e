import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RankingQuery, StatisticsPeriod } from '../../api/types';

/** The statistics page's tabs, in order; the first is shown when none is named. */
export const STATISTICS_TABS = ['overview', 'leaderboards'] as const;
/** One of the statistics page's tabs. */
export type StatisticsTab = (typeof STATISTICS_TABS)[number];

/**
 * The leaderboards' periods, in the picker's order: the overview's (the API
 * ranks by 7 days, 30 days and 1 year) and all time, sent as no period.
 */
export const LEADERBOARD_PERIODS = [
  '7d',
  '30d',
  '1y',
  'all',
] as const satisfies ReadonlyArray<StatisticsPeriod | 'all'>;
/** One of the leaderboards' periods. */
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/**
 * The overview chart's periods, in the picker's order: the leaderboards'
 * without all time, which the daily series does not have, so one
 * `?period=` means the same on both tabs.
 */
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

/** `value` for the URL, or null when it is the default the URL leaves out. */
const orNull = <V extends string>(value: V, fallback: V): V | null =>
  value === fallback ? null : value;

/** The leaderboards' request for a period: all time is the absent period. */
export const rankingQueryOf = (period: LeaderboardPeriod): RankingQuery =>
  period === 'all'
    ? { limit: LEADERBOARD_SIZE }
    : { limit: LEADERBOARD_SIZE, period };

/**
 * The open tab and its period, kept in the URL (`?tab=leaderboards&period=7d`,
 * defaults left out) so they survive reloads and shared links. Both tabs
 * read the one `period`, each falling back to its own default for a period
 * it does not offer (the overview has no all time) or an unknown one; the
 * URL is then rewritten, in place, to what is shown, so it never names a
 * period the page is not showing. Each choice pushes a history entry, so
 * back and forward move between them.
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

  // What the URL should say for what is shown (null: the default, left out).
  const shownPeriod: string | null =
    tab === 'overview'
      ? orNull(overviewPeriod, DEFAULT_OVERVIEW_PERIOD)
      : orNull(period, DEFAULT_PERIOD);
  const shownTab = orNull(tab, DEFAULT_TAB);
  useEffect(() => {
    if (namedPeriod === shownPeriod && namedTab === shownTab) return;
    setParams(
      current => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['tab', shownTab],
          ['period', shownPeriod],
        ] as const) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }, [namedPeriod, namedTab, shownPeriod, shownTab, setParams]);

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
