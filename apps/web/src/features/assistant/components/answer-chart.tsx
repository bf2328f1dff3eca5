import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_PROPS,
  CHART_MARGIN,
  GRID_PROPS,
  REVENUE_COLOUR,
  VALUE_AXIS_PROPS,
} from '#src/components/charts/chart-style.ts';
import {
  activePoint,
  ChartTooltip,
  tooltipWrapperStyle,
  type ChartTooltipProps,
} from '#src/components/charts/chart-tooltip.tsx';
import { chartMotion } from '#src/lib/chart-motion.ts';
import { formatDayMonth, formatMoney, useFormatLocale } from '#src/lib/format.ts';
import type { AnswerSeries, SeriesPoint } from './series.ts';

const motion = chartMotion();
/** "15 Mar" from "2027-03-15" (a calendar day: read as UTC so no zone shifts it). */
const shortDay = (period: string) => formatDayMonth(`${period}T00:00:00Z`, 'UTC');

function PointTooltip({
  currency,
  ...props
}: ChartTooltipProps<SeriesPoint> & { currency: string }) {
  const { t } = useLingui();
  const point = activePoint(props);
  if (!point) return null;
  const sales =
    point.salesCount === undefined
      ? ''
      : ` · ${t`${plural(point.salesCount, { one: '# sale', other: '# sales' })}`}`;
  return (
    <ChartTooltip
      title={`${shortDay(point.period)}${sales}`}
      rows={[
        { label: t`Amount`, value: formatMoney(point.value, currency), colour: REVENUE_COLOUR },
      ]}
    />
  );
}

/** A small bar chart of an answer's period series. Loaded with Recharts, lazily. */
export function AnswerChart({ series }: { series: AnswerSeries }) {
  // The axis and days re-render in a new language or country.
  useFormatLocale();
  return (
    <figure className="mt-3 rounded-lg border border-border p-2 text-muted-foreground">
      <figcaption className="px-1 pb-1 text-xs font-medium">{series.title}</figcaption>
      <BarChart
        responsive
        style={{ width: '100%', height: 140 }}
        data={series.points}
        margin={CHART_MARGIN}
        accessibilityLayer
        title={series.title}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...AXIS_PROPS} dataKey="period" tickFormatter={shortDay} minTickGap={8} />
        <YAxis {...VALUE_AXIS_PROPS} />
        <Tooltip
          content={<PointTooltip currency={series.currency} />}
          wrapperStyle={tooltipWrapperStyle}
          cursor={{ fill: 'var(--surface-muted)' }}
        />
        <Bar
          {...motion}
          dataKey="value"
          name={series.title}
          fill={REVENUE_COLOUR}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
      </BarChart>
    </figure>
  );
}
