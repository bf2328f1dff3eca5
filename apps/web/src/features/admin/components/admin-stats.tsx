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

const motion = chartMotion();
const count = new Intl.NumberFormat();

export function formatMoneyByCurrency(amounts: MoneyByCurrency): string {
  const entries = Object.entries(amounts);
  if (entries.length === 0) return '0';
  return entries
    .map(([currency, amount]) => {
      try {
        return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
      } catch {
        return `${currency} ${amount.toFixed(2)}`;
      }
    })
    .join(' · ');
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

const shortDay = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function AdminStats({ stats }: { stats: AdminStatsResponse }) {
  const { counts, recent } = stats;
  const recentHint = `${count.format(recent.users)} new in ${stats.recent_days} days`;
  const series = stats.series.map((p) => ({ ...p, label: shortDay(p.date) }));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Tile label="Users" value={count.format(counts.users)} hint={recentHint} />
        <Tile
          label="Businesses"
          value={count.format(counts.businesses)}
          hint={`${count.format(recent.businesses)} new in ${stats.recent_days} days`}
        />
        <Tile
          label="Sales"
          value={count.format(counts.sales)}
          hint={`${count.format(recent.sales)} in ${stats.recent_days} days`}
        />
        <Tile label="Inventory items" value={count.format(counts.inventory)} />
        <Tile label="Customers" value={count.format(counts.customers)} />
        <Tile
          label="Shop orders"
          value={count.format(recent.orders)}
          hint={`in the last ${stats.recent_days} days`}
        />
      </div>
      <Tile label="Total sales amount" value={formatMoneyByCurrency(counts.total_sales_amount)} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Sign-ups and active businesses" description="Per day, last 90 days (UTC)">
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
              name="Sign-ups"
              stroke={REVENUE_COLOUR}
              dot={false}
              {...motion}
            />
            <Line
              type="monotone"
              dataKey="active_businesses"
              name="Active businesses"
              stroke={PROFIT_COLOUR}
              dot={false}
              {...motion}
            />
          </LineChart>
        </ChartCard>
        <ChartCard title="Sales" description="Number of sales per day, last 90 days (UTC)">
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
              name="Sales"
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
