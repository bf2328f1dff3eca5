import { CHART_TOOLTIP_MAX_WIDTH_PX } from '@app/contracts/constants';
import type { Analytics } from '@app/contracts/analytics';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAxisValue } from '#src/lib/axis-format.ts';
import { chartMotion } from '#src/lib/chart-motion.ts';
import { formatCount, formatMoney, hourLabel, PAYMENT_LABELS } from '../format.ts';
import { formatFullDay, periodLabel } from '../range.ts';

const motion = chartMotion();

const REVENUE = 'var(--primary)';
const PROFIT = '#0284c7';
const EXPENSES = '#d97706';
const SLICES = ['#059669', '#0284c7', '#d97706', '#7c3aed', '#db2777', '#0d9488'];
const tooltipWrapper = { maxWidth: CHART_TOOLTIP_MAX_WIDTH_PX, outline: 'none', zIndex: 10 };
const tick = { fill: 'currentColor', fontSize: 11 };

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="chart-card min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <h2 className="font-semibold tracking-tight">{title}</h2>
      <p className="mb-3 text-sm text-muted-foreground">{description}</p>
      <div className="text-muted-foreground">{children}</div>
    </section>
  );
}

/** SPEC section 9: a chart tooltip is at most 220 px wide. */
function TooltipBox({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; value: string; colour?: string }[];
}) {
  return (
    <div
      className="rounded-xl border border-border bg-surface px-3 py-2 text-xs text-foreground shadow-lg"
      style={{ maxWidth: CHART_TOOLTIP_MAX_WIDTH_PX }}
    >
      <p className="mb-1 font-semibold break-words">{title}</p>
      {rows.map((row) => (
        <p key={row.label} className="flex items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
            {row.colour && (
              <span className="size-2 shrink-0 rounded-full" style={{ background: row.colour }} />
            )}
            {row.label}
          </span>
          <span className="font-medium tabular-nums">{row.value}</span>
        </p>
      ))}
    </div>
  );
}

function Legend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <div className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden>
      {items.map((item) => (
        <span key={item.label} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: item.colour }} /> {item.label}
        </span>
      ))}
    </div>
  );
}

interface PayloadProps<T> {
  active?: boolean;
  payload?: { payload: T }[];
}
type Point = Analytics['series'][number];

interface Ctx {
  currency: string;
  granularity: Analytics['granularity'];
}

function periodTitle(period: string, granularity: Analytics['granularity']) {
  if (granularity === 'day') return formatFullDay(period);
  return `${granularity === 'week' ? 'Week of' : 'Month of'} ${formatFullDay(period)}`;
}

function SeriesTooltip({ active, payload, currency, granularity }: PayloadProps<Point> & Ctx) {
  const p = active ? payload?.[0]?.payload : undefined;
  if (!p) return null;
  const money = (v: number) => formatMoney(v, currency);
  return (
    <TooltipBox
      title={`${periodTitle(p.period, granularity)} · ${formatCount(p.salesCount)} sales`}
      rows={[
        { label: 'Revenue', value: money(p.revenue), colour: REVENUE },
        { label: 'Gross profit', value: money(p.grossProfit), colour: PROFIT },
        { label: 'Expenses', value: money(p.expenses), colour: EXPENSES },
        { label: 'Net profit', value: money(p.netProfit) },
      ]}
    />
  );
}

function PaymentTooltip({
  active,
  payload,
  currency,
}: PayloadProps<Analytics['byPaymentMethod'][number]> & { currency: string }) {
  const p = active ? payload?.[0]?.payload : undefined;
  if (!p) return null;
  return (
    <TooltipBox
      title={PAYMENT_LABELS[p.paymentMethod] ?? p.paymentMethod}
      rows={[
        { label: 'Revenue', value: formatMoney(p.revenue, currency) },
        { label: 'Sales', value: formatCount(p.salesCount) },
      ]}
    />
  );
}

function HourTooltip({
  active,
  payload,
  currency,
}: PayloadProps<Analytics['byHour'][number]> & { currency: string }) {
  const p = active ? payload?.[0]?.payload : undefined;
  if (!p) return null;
  return (
    <TooltipBox
      title={`${hourLabel(p.hour)}–${hourLabel((p.hour + 1) % 24)}`}
      rows={[
        { label: 'Sales', value: formatCount(p.salesCount) },
        { label: 'Revenue', value: formatMoney(p.revenue, currency) },
      ]}
    />
  );
}

/** The four charts of the report; loaded with Recharts, only on this screen. */
export function AnalyticsCharts({ report }: { report: Analytics }) {
  const money = (v: number) => formatMoney(v, report.currency);
  const label = (period: string) => periodLabel(period, report.granularity);
  const ctx = { currency: report.currency, granularity: report.granularity };
  const paymentTotal = report.byPaymentMethod.reduce((sum, m) => sum + m.revenue, 0);

  return (
    <div className="chart-grid grid gap-4 lg:grid-cols-2">
      <ChartCard title="Revenue and profit" description={`By ${report.granularity}, without tax`}>
        <Legend
          items={[
            { label: 'Revenue', colour: REVENUE },
            { label: 'Gross profit', colour: PROFIT },
          ]}
        />
        <AreaChart
          responsive
          style={{ width: '100%', height: 240 }}
          data={report.series}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer
          title="Revenue and gross profit"
        >
          <defs>
            <linearGradient id="an-revenue" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={REVENUE} stopOpacity={0.3} />
              <stop offset="100%" stopColor={REVENUE} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="period"
            tickFormatter={label}
            tick={tick}
            axisLine={false}
            tickLine={false}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={formatAxisValue}
            tick={tick}
            axisLine={false}
            tickLine={false}
            width={40}
          />
          <Tooltip
            content={<SeriesTooltip {...ctx} />}
            wrapperStyle={tooltipWrapper}
            cursor={{ stroke: 'var(--border)' }}
          />
          <Area
            {...motion}
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={REVENUE}
            strokeWidth={2}
            fill="url(#an-revenue)"
          />
          <Area
            {...motion}
            type="monotone"
            dataKey="grossProfit"
            name="Gross profit"
            stroke={PROFIT}
            strokeWidth={2}
            fill="none"
          />
        </AreaChart>
      </ChartCard>
      <ChartCard title="Expenses against revenue" description={`By ${report.granularity}`}>
        <Legend
          items={[
            { label: 'Revenue', colour: REVENUE },
            { label: 'Expenses', colour: EXPENSES },
          ]}
        />
        <BarChart
          responsive
          style={{ width: '100%', height: 240 }}
          data={report.series}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          barGap={2}
          accessibilityLayer
          title="Expenses against revenue"
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="period"
            tickFormatter={label}
            tick={tick}
            axisLine={false}
            tickLine={false}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={formatAxisValue}
            tick={tick}
            axisLine={false}
            tickLine={false}
            width={40}
          />
          <Tooltip
            content={<SeriesTooltip {...ctx} />}
            wrapperStyle={tooltipWrapper}
            cursor={{ fill: 'var(--surface-muted)' }}
          />
          <Bar {...motion} dataKey="revenue" name="Revenue" fill={REVENUE} radius={[3, 3, 0, 0]} />
          <Bar
            {...motion}
            dataKey="expenses"
            name="Expenses"
            fill={EXPENSES}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ChartCard>
      <ChartCard title="By payment method" description="Share of revenue">
        {report.byPaymentMethod.length === 0 ? (
          <p className="py-16 text-center text-sm">No sales in this range.</p>
        ) : (
          <div className="flex flex-col items-center gap-4 sm:flex-row">
            <PieChart
              responsive
              style={{ width: 200, height: 200, flexShrink: 0 }}
              accessibilityLayer
              title="Revenue by payment method"
            >
              <Pie
                {...motion}
                data={report.byPaymentMethod}
                dataKey="revenue"
                nameKey="paymentMethod"
                innerRadius="58%"
                outerRadius="95%"
                paddingAngle={2}
                stroke="none"
              >
                {report.byPaymentMethod.map((m, i) => (
                  <Cell key={m.paymentMethod} fill={SLICES[i % SLICES.length]} />
                ))}
              </Pie>
              <Tooltip
                content={<PaymentTooltip currency={report.currency} />}
                wrapperStyle={tooltipWrapper}
              />
            </PieChart>
            <ul className="w-full min-w-0 space-y-1.5 text-sm text-foreground">
              {report.byPaymentMethod.map((m, i) => (
                <li key={m.paymentMethod} className="flex items-center justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      className="size-2.5 shrink-0 rounded-sm"
                      style={{ background: SLICES[i % SLICES.length] }}
                    />
                    <span className="truncate">
                      {PAYMENT_LABELS[m.paymentMethod] ?? m.paymentMethod}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {money(m.revenue)}{' '}
                    <span className="text-muted-foreground">
                      {paymentTotal > 0 ? `${Math.round((m.revenue / paymentTotal) * 100)}%` : ''}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </ChartCard>
      <ChartCard title="Busiest hours" description="Sales by hour of the day, on your clock">
        <BarChart
          responsive
          style={{ width: '100%', height: 220 }}
          data={report.byHour}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer
          title="Sales by hour of the day"
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="hour"
            tickFormatter={(h: number) => String(h)}
            tick={tick}
            axisLine={false}
            tickLine={false}
            interval={2}
          />
          <YAxis
            tickFormatter={formatAxisValue}
            tick={tick}
            axisLine={false}
            tickLine={false}
            width={32}
            allowDecimals={false}
          />
          <Tooltip
            content={<HourTooltip currency={report.currency} />}
            wrapperStyle={tooltipWrapper}
            cursor={{ fill: 'var(--surface-muted)' }}
          />
          <Bar {...motion} dataKey="salesCount" name="Sales" fill={PROFIT} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
