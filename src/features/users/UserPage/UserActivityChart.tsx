import { useTheme } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { UserStat } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { ACTIVITY_SERIES } from './userActivity';

/**
 * The daily series as stacked bars, in the theme's colours so it reads in
 * light and dark. Loaded lazily with recharts; the numbers are also in
 * `UserActivityTable`, so the picture itself is one labelled image.
 * @public
 */
export function UserActivityChart(props: {
  statistics: UserStat[];
  height: number;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const theme = useTheme();
  const { palette } = theme;
  const colors = [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
  ];
  const axis = { fill: palette.text.secondary, fontSize: 12 };
  return (
    <div role="img" aria-label={t('users.statistics.chartLabel')}>
      <ResponsiveContainer width="100%" height={props.height}>
        <BarChart data={props.statistics} accessibilityLayer={false}>
          <CartesianGrid stroke={palette.divider} vertical={false} />
          <XAxis
            dataKey="date"
            tick={axis}
            stroke={palette.divider}
            tickFormatter={(date: string) => date.slice(5)}
          />
          <YAxis allowDecimals={false} tick={axis} stroke={palette.divider} />
          <Tooltip
            contentStyle={{
              background: palette.background.paper,
              borderColor: palette.divider,
              color: palette.text.primary,
            }}
            labelStyle={{ color: palette.text.primary }}
            cursor={{ fill: palette.action.hover }}
          />
          <Legend wrapperStyle={{ color: palette.text.primary }} />
          {ACTIVITY_SERIES.map((key, i) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`users.statistics.tiles.${key}`)}
              stackId="activity"
              fill={colors[i]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
