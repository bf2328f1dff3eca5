import { useLingui } from '@lingui/react/macro';
import type { AdminStatsResponse, MoneyByCurrency } from '@app/contracts/admin';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '#src/components/charts/chart-card.tsx';
import {
  AXIS_PROPS,
  CHART_MARGIN,
  GRID_PROPS,
  PROFIT_COLOUR,
  REVENUE_COLOUR,
  VALUE_AXIS_PROPS,
} from '#src/components/charts/chart-style.ts';
import { chartMotion } from '#src/lib/chart-motion.ts';
import { formatCount, formatDayMonth, formatMoney } from '#src/lib/format.ts';

const motion = chartMotion();

export function formatMoneyByCurrency(amounts: MoneyByCurrency): string {
  const entries = Object.entries(amounts);
  if (entries.length === 0) return '0';
  return entries.map(([currency, amount]) => formatMoney(amount, currency)).join(' · ');
}

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight break-words">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

// A day key ('2025-05-03') names a calendar day, not an instant: read in UTC it stays that day.
const shortDay = (d: string) => formatDayMonth(`${d}T00:00:00Z`, 'UTC');

export function AdminStats({ stats }: { stats: AdminStatsResponse }) {
  const { counts, recent } = stats;
  const { t } = useLingui();
  const days = stats.recent_days;
  const newUsers = formatCount(recent.users);
  const newBusinesses = formatCount(recent.businesses);
  const recentSales = formatCount(recent.sales);
  const recentHint = t`${newUsers} new in ${days} days`;
  const series = stats.series.map((p) => ({ ...p, label: shortDay(p.date) }));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Tile label={t`Users`} value={formatCount(counts.users)} hint={recentHint} />
        <Tile
          label={t`Businesses`}
          value={formatCount(counts.businesses)}
          hint={t`${newBusinesses} new in ${days} days`}
        />
        <Tile
          label={t`Sales`}
          value={formatCount(counts.sales)}
          hint={t`${recentSales} in ${days} days`}
        />
        <Tile label={t`Inventory items`} value={formatCount(counts.inventory)} />
        <Tile label={t`Customers`} value={formatCount(counts.customers)} />
        <Tile
          label={t`Shop orders`}
          value={formatCount(recent.orders)}
          hint={t`in the last ${days} days`}
        />
      </div>
      <Tile
        label={t`Total sales amount`}
        value={formatMoneyByCurrency(counts.total_sales_amount)}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title={t`Sign-ups and active businesses`}
          description={t`Per day, last 90 days (UTC)`}
        >
          <LineChart
            data={series}
            responsive
            style={{ width: '100%', height: 220 }}
            accessibilityLayer
            margin={CHART_MARGIN}
          >
            <CartesianGrid {...GRID_PROPS} />
            <XAxis dataKey="label" {...AXIS_PROPS} minTickGap={24} />
            <YAxis {...VALUE_AXIS_PROPS} allowDecimals={false} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="signups"
              name={t`Sign-ups`}
              stroke={REVENUE_COLOUR}
              dot={false}
              {...motion}
            />
            <Line
              type="monotone"
              dataKey="active_businesses"
              name={t`Active businesses`}
              stroke={PROFIT_COLOUR}
              dot={false}
              {...motion}
            />
          </LineChart>
        </ChartCard>
        <ChartCard title={t`Sales`} description={t`Number of sales per day, last 90 days (UTC)`}>
          <BarChart
            data={series}
            responsive
            style={{ width: '100%', height: 220 }}
            accessibilityLayer
            margin={CHART_MARGIN}
          >
            <CartesianGrid {...GRID_PROPS} />
            <XAxis dataKey="label" {...AXIS_PROPS} minTickGap={24} />
            <YAxis {...VALUE_AXIS_PROPS} allowDecimals={false} />
            <Tooltip />
            <Bar
              dataKey="sales"
              name={t`Sales`}
              fill={REVENUE_COLOUR}
              radius={[3, 3, 0, 0]}
              {...motion}
            />
          </BarChart>
        </ChartCard>
      </div>
    </div>
  );
}
