import Table from '@material-ui/core/Table';
import TableBody from '@material-ui/core/TableBody';
import TableCell from '@material-ui/core/TableCell';
import TableHead from '@material-ui/core/TableHead';
import TableRow from '@material-ui/core/TableRow';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import type { DailyRow, StatisticsCounter } from './dailySeries';

/** The chart's numbers as a table, for screen readers and exact reading. @public */
export function DailySeriesTable<K extends StatisticsCounter>(props: {
  id: string;
  caption: string;
  statistics: ReadonlyArray<DailyRow<K>>;
  series: readonly K[];
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <Table id={props.id} size="small">
      <caption>{props.caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('statistics.chart.date')}
          </TableCell>
          {props.series.map(key => (
            <TableCell key={key} component="th" scope="col" align="right">
              {t(`statistics.tiles.${key as StatisticsCounter}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.statistics.map(day => (
          <TableRow key={day.date}>
            <TableCell component="th" scope="row">
              {day.date}
            </TableCell>
            {props.series.map(key => (
              <TableCell key={key} align="right">
                {day[key].toLocaleString()}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
