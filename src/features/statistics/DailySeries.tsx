import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles, useTheme } from '@material-ui/core/styles';
import Skeleton from '@material-ui/lab/Skeleton';
import ToggleButton from '@material-ui/lab/ToggleButton';
import ToggleButtonGroup from '@material-ui/lab/ToggleButtonGroup';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { StatisticsPeriod } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import {
  hasDailyActivity,
  type ChartKind,
  type DailyRow,
  type StatisticsCounter,
} from './dailySeries';
import { DailySeriesTable } from './DailySeriesTable';
import { seriesColor } from './seriesColors';

// recharts is large: only pages that show a chart load it, when they do.
const DailySeriesChart = lazy(() =>
  import('./DailySeriesChart').then(m => ({ default: m.DailySeriesChart })),
);

const CHART_HEIGHT = 260;

const useStyles = makeStyles(theme => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
    // The title takes the free room: actions and the table button sit right.
    '& > :first-child': { flex: '1 1 auto' },
  },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
  series: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
  },
  toggle: { textTransform: 'none' },
  swatch: {
    display: 'inline-block',
    width: 12,
    height: 12,
    borderRadius: 2,
    marginRight: theme.spacing(0.75),
  },
}));

/** @public */
export interface DailySeriesProps<K extends StatisticsCounter> {
  statistics: ReadonlyArray<DailyRow<K>>;
  /** The counters drawn and listed, in this order. */
  series: readonly K[];
  /** The chart picture's accessible name. */
  label: string;
  /** The title's heading level, as the page's outline needs. */
  headingLevel?: 2 | 3;
  /** The days the series covers, named in the title; 30 days by default. */
  period?: StatisticsPeriod;
  /** Controls beside the title, e.g. the period picker. */
  actions?: ReactNode;
}

/**
 * A daily series with its title: a chart (bars or lines, each series shown
 * or hidden by its toggle, which is also its legend) and the same numbers
 * as a table on demand. The user page and the statistics page share it.
 * @public
 */
export function DailySeries<K extends StatisticsCounter>({
  statistics,
  series,
  label,
  headingLevel = 3,
  period = '30d',
  actions,
}: DailySeriesProps<K>) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { palette } = useTheme();
  const [kind, setKind] = useState<ChartKind>('bar');
  const [hidden, setHidden] = useState<ReadonlySet<K>>(new Set());
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const tableId = `${id}-table`;
  const title = t(`statistics.chart.title.${period}`);
  const active = hasDailyActivity(statistics, series);

  const toggleSeries = (key: K) =>
    setHidden(current => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={classes.header}>
        <Typography
          variant="h6"
          component={`h${headingLevel}`}
          id={`${id}-title`}
        >
          {title}
        </Typography>
        {actions}
        {active && (
          <Button
            size="small"
            variant="outlined"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable(shown => !shown)}
          >
            {showTable
              ? t('statistics.chart.hideTable')
              : t('statistics.chart.showTable')}
          </Button>
        )}
      </div>
      {active ? (
        <>
          <div className={classes.controls}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={kind}
              // Clicking the pressed button gives null: the kind stays.
              onChange={(_, next: ChartKind | null) => next && setKind(next)}
              aria-label={t('statistics.chart.kind.label')}
            >
              {(['bar', 'line'] as const).map(value => (
                <ToggleButton
                  key={value}
                  value={value}
                  className={classes.toggle}
                >
                  {t(`statistics.chart.kind.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <div
              role="group"
              aria-label={t('statistics.chart.seriesLabel')}
              className={classes.series}
            >
              {series.map((key, i) => (
                <ToggleButton
                  key={key}
                  value={key}
                  size="small"
                  className={classes.toggle}
                  selected={!hidden.has(key)}
                  onChange={() => toggleSeries(key)}
                >
                  <span
                    aria-hidden
                    className={classes.swatch}
                    style={{ background: seriesColor(palette, i) }}
                  />
                  {t(`statistics.tiles.${key as StatisticsCounter}`)}
                </ToggleButton>
              ))}
            </div>
          </div>
          <Suspense
            fallback={<Skeleton variant="rect" height={CHART_HEIGHT} />}
          >
            <DailySeriesChart
              statistics={statistics}
              series={series}
              hidden={hidden}
              kind={kind}
              height={CHART_HEIGHT}
              label={label}
            />
          </Suspense>
          {showTable && (
            <DailySeriesTable
              id={tableId}
              caption={title}
              statistics={statistics}
              series={series}
            />
          )}
        </>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t(`statistics.chart.empty.${period}`)}
        </Typography>
      )}
    </section>
  );
}
