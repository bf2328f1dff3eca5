import type { AnalyticsSeriesPoint } from '@app/contracts/analytics';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactElement } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartMotion } from '#src/lib/chart-motion.ts';
import { ChartLegend } from './chart-legend.tsx';
import {
  AXIS_PROPS,
  CHART_MARGIN,
  GRID_PROPS,
  PROFIT_COLOUR,
  REVENUE_COLOUR,
  VALUE_AXIS_PROPS,
} from './chart-style.ts';
import { tooltipWrapperStyle } from './chart-tooltip.tsx';

const motion = chartMotion();

/** Revenue as a shaded area with gross profit as a line under it, and their legend. */
export function RevenueProfitChart({
  data,
  title,
  height,
  periodLabel,
  minTickGap,
  tooltip,
}: {
  data: AnalyticsSeriesPoint[];
  /** The chart's accessible name. */
  title: string;
  height: number;
  periodLabel: (period: string) => string;
  minTickGap: number;
  /** Tooltip content; Recharts gives it `active` and `payload`. */
  tooltip: ReactElement;
}) {
  const { t } = useLingui();
  const revenue = t`Revenue`;
  const grossProfit = t`Gross profit`;
  // useId's colons and guillemets are not safe inside url(#...).
  const gradientId = `revenue-fill-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <>
      <ChartLegend
        items={[
          { label: revenue, colour: REVENUE_COLOUR },
          { label: grossProfit, colour: PROFIT_COLOUR },
        ]}
      />
      <AreaChart
        responsive
        style={{ width: '100%', height }}
        data={data}
        margin={CHART_MARGIN}
        accessibilityLayer
        title={title}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={REVENUE_COLOUR} stopOpacity={0.3} />
            <stop offset="100%" stopColor={REVENUE_COLOUR} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis
          {...AXIS_PROPS}
          dataKey="period"
          tickFormatter={periodLabel}
          minTickGap={minTickGap}
        />
        <YAxis {...VALUE_AXIS_PROPS} />
        <Tooltip
          content={tooltip}
          wrapperStyle={tooltipWrapperStyle}
          cursor={{ stroke: 'var(--border)' }}
        />
        <Area
          {...motion}
          type="monotone"
          dataKey="revenue"
          name={revenue}
          stroke={REVENUE_COLOUR}
          strokeWidth={2}
          fill={`url(#${gradientId})`}
        />
        <Area
          {...motion}
          type="monotone"
          dataKey="grossProfit"
          name={grossProfit}
          stroke={PROFIT_COLOUR}
          strokeWidth={2}
          fill="none"
        />
      </AreaChart>
    </>
  );
}
