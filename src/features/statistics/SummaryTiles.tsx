import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import type { StatisticsCounter } from './dailySeries';

const useStyles = makeStyles(theme => ({
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: theme.spacing(2),
    margin: 0,
    padding: 0,
  },
  tile: { padding: theme.spacing(2) },
  value: { fontSize: '1.75rem', fontWeight: 700, margin: 0 },
  note: { marginTop: theme.spacing(1) },
}));

/** One tile: a named number. @public */
export interface SummaryTile {
  id: string;
  label: string;
  value: number;
  /** What the number counts, when the label alone does not say it. */
  description?: string;
}

/**
 * Named numbers as tiles, a description list so each value is read with its
 * name. The user page's and the statistics page's totals.
 * @public
 */
export function SummaryTiles({ tiles }: { tiles: ReadonlyArray<SummaryTile> }) {
  const classes = useStyles();
  return (
    <dl className={classes.tiles}>
      {tiles.map(tile => (
        <Paper key={tile.id} className={classes.tile} variant="outlined">
          <Typography component="dt" variant="body2" color="textSecondary">
            {tile.label}
          </Typography>
          <Typography component="dd" className={classes.value}>
            {tile.value.toLocaleString()}
          </Typography>
          {tile.description && (
            <Typography component="dd" variant="caption" color="textSecondary">
              {tile.description}
            </Typography>
          )}
        </Paper>
      ))}
    </dl>
  );
}

/**
 * Tiles of a statistics summary's counters, in the order given, each named
 * as the statistics messages name it, and the line saying they are
 * community totals: the backend counts every post for them, also those the
 * reader may not open (docs/permissions.md).
 * @public
 */
export function CounterTiles<K extends StatisticsCounter>({
  summary,
  counters,
}: {
  summary: Record<K, number>;
  counters: readonly K[];
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <>
      <SummaryTiles
        tiles={counters.map(key => ({
          id: key,
          label: t(`statistics.tiles.${key as StatisticsCounter}`),
          value: summary[key],
        }))}
      />
      <Typography variant="body2" className={classes.note}>
        {t('statistics.communityTotals')}
      </Typography>
    </>
  );
}
