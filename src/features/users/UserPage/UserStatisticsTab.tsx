import { lazy, Suspense, useId, useState } from 'react';
import Button from '@material-ui/core/Button';
import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Skeleton from '@material-ui/lab/Skeleton';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  QueryState,
  type QueryStateResult,
} from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import type { UserStatistics } from '../../statistics/statisticsApi';
import { UserActivityTable } from './UserActivityTable';
import { ACTIVITY_COUNTERS, hasActivity } from './userActivity';

// recharts is large: it loads with the tab, not with the page.
const UserActivityChart = lazy(() =>
  import('./UserActivityChart').then(m => ({ default: m.UserActivityChart })),
);

/** The statistics query's result, as the page already holds it. */
export type UserStatisticsResult = QueryStateResult<UserStatistics>;

const CHART_HEIGHT = 260;

const useStyles = makeStyles(theme => ({
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: theme.spacing(2),
    margin: 0,
    padding: 0,
  },
  tile: { padding: theme.spacing(2) },
  value: { fontSize: '1.75rem', fontWeight: 700 },
  chart: { marginTop: theme.spacing(3) },
  chartHeader: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
}));

/** Summary tiles and the daily chart of `/statistics/user/{ref}`. @public */
export function UserStatisticsTab({
  result,
}: {
  result: UserStatisticsResult;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <QueryState result={result}>
      {({ summary, statistics }) => (
        <>
          <dl className={classes.tiles}>
            {ACTIVITY_COUNTERS.map(key => (
              <Paper key={key} className={classes.tile} variant="outlined">
                <Typography
                  component="dt"
                  variant="body2"
                  color="textSecondary"
                >
                  {t(`users.statistics.tiles.${key}`)}
                </Typography>
                <Typography component="dd" className={classes.value}>
                  {summary[key].toLocaleString()}
                </Typography>
              </Paper>
            ))}
          </dl>
          <section
            className={classes.chart}
            aria-labelledby={`${tableId}-title`}
          >
            <div className={classes.chartHeader}>
              <Typography variant="h6" component="h3" id={`${tableId}-title`}>
                {t('users.statistics.chartTitle')}
              </Typography>
              {statistics.some(hasActivity) && (
                <Button
                  size="small"
                  variant="outlined"
                  aria-expanded={showTable}
                  aria-controls={tableId}
                  onClick={() => setShowTable(shown => !shown)}
                >
                  {showTable
                    ? t('users.statistics.hideTable')
                    : t('users.statistics.showTable')}
                </Button>
              )}
            </div>
            {statistics.some(hasActivity) ? (
              <>
                <Suspense
                  fallback={<Skeleton variant="rect" height={CHART_HEIGHT} />}
                >
                  <UserActivityChart
                    statistics={statistics}
                    height={CHART_HEIGHT}
                  />
                </Suspense>
                {showTable && (
                  <UserActivityTable id={tableId} statistics={statistics} />
                )}
              </>
            ) : (
              <Typography variant="body2" color="textSecondary">
                {t('users.statistics.noActivity')}
              </Typography>
            )}
          </section>
        </>
      )}
    </QueryState>
  );
}
