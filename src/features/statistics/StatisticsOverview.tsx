import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Skeleton from '@material-ui/lab/Skeleton';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { GlobalStat } from '../../api/types';
import { QueryState } from '../../components/QueryState';
import { agoraTranslationRef } from '../../translation';
import { CONTENT_COUNTERS } from './contentCounters';
import { DailySeries } from './DailySeries';
import { CounterTiles } from './SummaryTiles';
import { PeriodPicker } from './PeriodPicker';
import { useGetGlobalStatisticsQuery } from './statisticsApi';
import { OVERVIEW_PERIODS, type OverviewPeriod } from './statisticsView';

/** The global daily series the chart draws; views and people are tiles only. */
const GLOBAL_SERIES = [
  ...CONTENT_COUNTERS,
  'totalVotes',
] as const satisfies ReadonlyArray<keyof GlobalStat>;

/** The global summary's tiles, in this order. */
export const GLOBAL_COUNTERS = [
  ...GLOBAL_SERIES,
  'totalViews',
  'totalTags',
  'totalUsers',
] as const satisfies ReadonlyArray<keyof GlobalStat>;

const useStyles = makeStyles(theme => ({
  heading: { marginBottom: theme.spacing(1) },
  empty: { marginTop: theme.spacing(1) },
  chart: { marginTop: theme.spacing(3) },
}));

/**
 * The statistics page's Overview: the global all-time totals as tiles and
 * the daily series of the chosen period (the backend's summary is all-time
 * whatever the period, docs/api.md). No access (403) reads as the all-zero
 * summary, which says that nothing has been counted.
 */
export function StatisticsOverview(props: {
  period: OverviewPeriod;
  onPeriodChange: (period: OverviewPeriod) => void;
}) {
  const { period, onPeriodChange } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const result = useGetGlobalStatisticsQuery(period);
  return (
    <div>
      <Typography
        variant="h6"
        component="h2"
        id="agora-statistics-totals"
        className={classes.heading}
      >
        {t('statistics.overview.totalsTitle')}
      </Typography>
      <QueryState
        result={result}
        skeleton={<Skeleton variant="rect" height={180} />}
      >
        {({ summary, statistics }) => (
          <>
            <CounterTiles summary={summary} counters={GLOBAL_COUNTERS} />
            {GLOBAL_COUNTERS.every(key => summary[key] === 0) && (
              <Typography
                variant="body2"
                color="textSecondary"
                className={classes.empty}
              >
                {t('statistics.overview.totalsEmpty')}
              </Typography>
            )}
            <div className={classes.chart}>
              <DailySeries
                statistics={statistics}
                series={GLOBAL_SERIES}
                label={t(`statistics.overview.chartLabel.${period}`)}
                headingLevel={2}
                period={period}
                actions={
                  <PeriodPicker
                    periods={OVERVIEW_PERIODS}
                    value={period}
                    onChange={onPeriodChange}
                  />
                }
              />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
