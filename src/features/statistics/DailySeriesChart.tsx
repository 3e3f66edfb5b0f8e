import { useTheme } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { agoraTranslationRef } from '../../translation';
import type { ChartKind, StatisticsCounter } from './dailySeries';
import { seriesColor } from './seriesColors';

/** @public */
export interface DailySeriesChartProps {
  /** One entry per day, with a number under each series' key. */
  statistics: ReadonlyArray<{ date: string }>;
  /** Every series, in colour order; `hidden` ones keep their colour slot. */
  series: readonly StatisticsCounter[];
  hidden: ReadonlySet<StatisticsCounter>;
  kind: ChartKind;
  height: number;
  /** The picture's accessible name; its numbers are in `DailySeriesTable`. */
  label: string;
}

/**
 * The daily series as stacked bars or lines, in the theme's colours so it
 * reads in light and dark. recharts is large, so this module is only ever
 * loaded lazily (`DailySeries`); the toggles around it are the legend.
 * @public
 */
export function DailySeriesChart(props: DailySeriesChartProps) {
  const { statistics, series, hidden, kind, height, label } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const { palette } = useTheme();
  const axis = { fill: palette.text.secondary, fontSize: 12 };
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <Chart data={[...statistics]} accessibilityLayer={false}>
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
            cursor={
              kind === 'bar'
                ? { fill: palette.action.hover }
                : { stroke: palette.divider }
            }
          />
          {series.map((key, i) => {
            const name = t(`statistics.tiles.${key}`);
            const color = seriesColor(palette, i);
            return kind === 'bar' ? (
              <Bar
                key={key}
                dataKey={key}
                name={name}
                stackId="daily"
                fill={color}
                hide={hidden.has(key)}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={key}
                dataKey={key}
                name={name}
                type="monotone"
                stroke={color}
                strokeWidth={2}
                dot={false}
                hide={hidden.has(key)}
                isAnimationActive={false}
              />
            );
          })}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
