import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { makeStyles } from '@material-ui/core/styles';
import {
  QueryState,
  type QueryStateResult,
} from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import { DailySeries } from '../../statistics/DailySeries';
import { CounterTiles } from '../../statistics/SummaryTiles';
import type { UserStatistics } from '../../statistics/statisticsApi';
import { ACTIVITY_COUNTERS, ACTIVITY_SERIES } from './userActivity';

/** The statistics query's result, as the page already holds it. */
export type UserStatisticsResult = QueryStateResult<UserStatistics>;

const useStyles = makeStyles(theme => ({
  chart: { marginTop: theme.spacing(3) },
}));

/** Summary tiles and the daily chart of `/statistics/user/{ref}`. @public */
export function UserStatisticsTab({
  result,
}: {
  result: UserStatisticsResult;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <QueryState result={result}>
      {({ summary, statistics }) => (
        <>
          <CounterTiles summary={summary} counters={ACTIVITY_COUNTERS} />
          <div className={classes.chart}>
            <DailySeries
              statistics={statistics}
              series={ACTIVITY_SERIES}
              label={t('users.statistics.chartLabel')}
            />
          </div>
        </>
      )}
    </QueryState>
  );
}
