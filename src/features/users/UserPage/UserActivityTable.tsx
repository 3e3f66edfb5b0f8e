import Table from '@material-ui/core/Table';
import TableBody from '@material-ui/core/TableBody';
import TableCell from '@material-ui/core/TableCell';
import TableHead from '@material-ui/core/TableHead';
import TableRow from '@material-ui/core/TableRow';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { UserStat } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { ACTIVITY_SERIES } from './userActivity';

/** The chart's numbers as a table, for screen readers and exact reading. @public */
export function UserActivityTable(props: {
  id: string;
  statistics: UserStat[];
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <Table id={props.id} size="small">
      <caption>{t('users.statistics.chartTitle')}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('users.statistics.date')}
          </TableCell>
          {ACTIVITY_SERIES.map(key => (
            <TableCell key={key} component="th" scope="col" align="right">
              {t(`users.statistics.tiles.${key}`)}
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
            {ACTIVITY_SERIES.map(key => (
              <TableCell key={key} align="right">
                {day[key]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
