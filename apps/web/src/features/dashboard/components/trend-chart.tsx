import type { AnalyticsSeriesPoint } from '@app/contracts/analytics';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  activePoint,
  ChartTooltip,
  type ChartTooltipProps,
} from '#src/components/charts/chart-tooltip.tsx';
import { PROFIT_COLOUR, REVENUE_COLOUR } from '#src/components/charts/chart-style.ts';
import { RevenueProfitChart } from '#src/components/charts/revenue-profit-chart.tsx';
import { dayOfMonth, formatDay, formatMoney } from '../format.ts';

function TrendTooltip({
  currency,
  ...props
}: ChartTooltipProps<AnalyticsSeriesPoint> & { currency: string }) {
  const { t } = useLingui();
  const point = activePoint(props);
  if (!point) return null;
  const count = point.salesCount;
  const sales = t`${plural(count, { one: '# sale', other: '# sales' })}`;
  return (
    <ChartTooltip
      title={`${formatDay(point.period)} · ${sales}`}
      rows={[
        {
          label: t`Revenue`,
          value: formatMoney(point.revenue, currency),
          colour: REVENUE_COLOUR,
        },
        {
          label: t`Gross profit`,
          value: formatMoney(point.grossProfit, currency),
          colour: PROFIT_COLOUR,
        },
      ]}
    />
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
  const { t } = useLingui();
  return (
    <div className="text-muted-foreground">
      <RevenueProfitChart
        data={series}
        title={t`Revenue and gross profit this month, day by day`}
        height={200}
        periodLabel={dayOfMonth}
        minTickGap={12}
        tooltip={<TrendTooltip currency={currency} />}
      />
    </div>
  );
}
