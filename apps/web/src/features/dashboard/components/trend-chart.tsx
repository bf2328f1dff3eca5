import { CHART_TOOLTIP_MAX_WIDTH_PX } from '@app/contracts/constants';
import type { AnalyticsSeriesPoint } from '@app/contracts/analytics';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisValue } from '#src/lib/axis-format.ts';
import { chartMotion } from '#src/lib/chart-motion.ts';
import { dayOfMonth, formatDay, formatMoney } from '../format.ts';

const motion = chartMotion();

const REVENUE_COLOUR = 'var(--primary)';
const PROFIT_COLOUR = '#0284c7';

interface TooltipProps {
  active?: boolean;
  payload?: { payload: AnalyticsSeriesPoint }[];
  currency: string;
}

function TrendTooltip({ active, payload, currency }: TooltipProps) {
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  const rows = [
    { label: 'Revenue', value: point.revenue, colour: REVENUE_COLOUR },
    { label: 'Gross profit', value: point.grossProfit, colour: PROFIT_COLOUR },
  ];
  return (
    <div
      className="rounded-xl border border-border bg-surface px-3 py-2 text-xs text-foreground shadow-lg"
      style={{ maxWidth: CHART_TOOLTIP_MAX_WIDTH_PX }}
    >
      <p className="mb-1 font-semibold">
        {formatDay(point.period)} · {point.salesCount} sale{point.salesCount === 1 ? '' : 's'}
      </p>
      {rows.map((row) => (
        <p key={row.label} className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <span className="size-2 rounded-full" style={{ background: row.colour }} />
            {row.label}
          </span>
          <span className="font-medium tabular-nums">{formatMoney(row.value, currency)}</span>
        </p>
      ))}
    </div>
  );
}

/** This month day by day: revenue, and the gross profit under it. Loaded with Recharts, lazily. */
export function TrendChart({
  series,
  currency,
}: {
  series: AnalyticsSeriesPoint[];
  currency: string;
}) {
  return (
    <div className="text-muted-foreground">
      <div className="mb-2 flex gap-4 text-xs" aria-hidden>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: REVENUE_COLOUR }} /> Revenue
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: PROFIT_COLOUR }} /> Gross
          profit
        </span>
      </div>
      <AreaChart
        responsive
        style={{ width: '100%', height: 200 }}
        data={series}
        margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer
        title="Revenue and gross profit this month, day by day"
      >
        <defs>
          <linearGradient id="dash-revenue" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={REVENUE_COLOUR} stopOpacity={0.3} />
            <stop offset="100%" stopColor={REVENUE_COLOUR} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="period"
          tickFormatter={dayOfMonth}
          tick={{ fill: 'currentColor', fontSize: 11 }}
          axisLine={false}
          tickLine={false}
          minTickGap={12}
        />
        <YAxis
          tickFormatter={formatAxisValue}
          tick={{ fill: 'currentColor', fontSize: 11 }}
          axisLine={false}
          tickLine={false}
          width={40}
        />
        <Tooltip
          content={<TrendTooltip currency={currency} />}
          wrapperStyle={{ maxWidth: CHART_TOOLTIP_MAX_WIDTH_PX, outline: 'none', zIndex: 10 }}
          cursor={{ stroke: 'var(--border)' }}
        />
        <Area
          {...motion}
          type="monotone"
          dataKey="revenue"
          name="Revenue"
          stroke={REVENUE_COLOUR}
          strokeWidth={2}
          fill="url(#dash-revenue)"
        />
        <Area
          {...motion}
          type="monotone"
          dataKey="grossProfit"
          name="Gross profit"
          stroke={PROFIT_COLOUR}
          strokeWidth={2}
          fill="none"
        />
      </AreaChart>
    </div>
  );
}
