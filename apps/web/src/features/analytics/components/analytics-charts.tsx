import type { Analytics } from '@app/contracts/analytics';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '#src/components/charts/chart-card.tsx';
import { ChartLegend } from '#src/components/charts/chart-legend.tsx';
import {
  AXIS_PROPS,
  CHART_MARGIN,
  GRID_PROPS,
  PROFIT_COLOUR,
  REVENUE_COLOUR,
  SLICE_COLOURS,
  VALUE_AXIS_PROPS,
} from '#src/components/charts/chart-style.ts';
import {
  activePoint,
  ChartTooltip,
  type ChartTooltipProps,
  tooltipWrapperStyle,
} from '#src/components/charts/chart-tooltip.tsx';
import { RevenueProfitChart } from '#src/components/charts/revenue-profit-chart.tsx';
import { chartMotion } from '#src/lib/chart-motion.ts';
import { formatCount, formatMoney, hourLabel, paymentLabel } from '../format.ts';
import { formatFullDay, periodLabel } from '../range.ts';

const motion = chartMotion();

const EXPENSES = '#d97706';

type Point = Analytics['series'][number];

interface Ctx {
  currency: string;
  granularity: Analytics['granularity'];
}

/** The charts' subtitles, by the report's step. */
const STEP_TEXT = {
  day: { step: msg`By day`, withoutTax: msg`By day, without tax` },
  week: { step: msg`By week`, withoutTax: msg`By week, without tax` },
  month: { step: msg`By month`, withoutTax: msg`By month, without tax` },
} as const;

function periodTitle(period: string, granularity: Analytics['granularity'], i18n: I18n) {
  const day = formatFullDay(period);
  if (granularity === 'day') return day;
  return granularity === 'week' ? i18n._(msg`Week of ${day}`) : i18n._(msg`Month of ${day}`);
}

function SeriesTooltip({ currency, granularity, ...props }: ChartTooltipProps<Point> & Ctx) {
  const { t, i18n } = useLingui();
  const p = activePoint(props);
  if (!p) return null;
  const money = (v: number) => formatMoney(v, currency);
  const period = periodTitle(p.period, granularity, i18n);
  const count = p.salesCount;
  const sales = t`${plural(count, { one: '# sale', other: '# sales' })}`;
  return (
    <ChartTooltip
      title={`${period} · ${sales}`}
      rows={[
        { label: t`Revenue`, value: money(p.revenue), colour: REVENUE_COLOUR },
        { label: t`Gross profit`, value: money(p.grossProfit), colour: PROFIT_COLOUR },
        { label: t`Expenses`, value: money(p.expenses), colour: EXPENSES },
        { label: t`Net profit`, value: money(p.netProfit) },
      ]}
    />
  );
}

function PaymentTooltip({
  currency,
  ...props
}: ChartTooltipProps<Analytics['byPaymentMethod'][number]> & { currency: string }) {
  const { t, i18n } = useLingui();
  const p = activePoint(props);
  if (!p) return null;
  return (
    <ChartTooltip
      title={paymentLabel(p.paymentMethod, i18n)}
      rows={[
        { label: t`Revenue`, value: formatMoney(p.revenue, currency) },
        { label: t`Sales`, value: formatCount(p.salesCount) },
      ]}
    />
  );
}

function HourTooltip({
  currency,
  ...props
}: ChartTooltipProps<Analytics['byHour'][number]> & { currency: string }) {
  const { t } = useLingui();
  const p = activePoint(props);
  if (!p) return null;
  return (
    <ChartTooltip
      title={`${hourLabel(p.hour)}–${hourLabel((p.hour + 1) % 24)}`}
      rows={[
        { label: t`Sales`, value: formatCount(p.salesCount) },
        { label: t`Revenue`, value: formatMoney(p.revenue, currency) },
      ]}
    />
  );
}

/** The four charts of the report; loaded with Recharts, only on this screen. */
export function AnalyticsCharts({ report }: { report: Analytics }) {
  const { t, i18n } = useLingui();
  const step = STEP_TEXT[report.granularity];
  const revenue = t`Revenue`;
  const expenses = t`Expenses`;
  const money = (v: number) => formatMoney(v, report.currency);
  const label = (period: string) => periodLabel(period, report.granularity);
  const ctx = { currency: report.currency, granularity: report.granularity };
  const paymentTotal = report.byPaymentMethod.reduce((sum, m) => sum + m.revenue, 0);

  return (
    <div className="chart-grid grid gap-4 lg:grid-cols-2">
      <ChartCard title={t`Revenue and profit`} description={t(step.withoutTax)}>
        <RevenueProfitChart
          data={report.series}
          title={t`Revenue and gross profit`}
          height={240}
          periodLabel={label}
          minTickGap={16}
          tooltip={<SeriesTooltip {...ctx} />}
        />
      </ChartCard>
      <ChartCard title={t`Expenses against revenue`} description={t(step.step)}>
        <ChartLegend
          items={[
            { label: revenue, colour: REVENUE_COLOUR },
            { label: expenses, colour: EXPENSES },
          ]}
        />
        <BarChart
          responsive
          style={{ width: '100%', height: 240 }}
          data={report.series}
          margin={CHART_MARGIN}
          barGap={2}
          accessibilityLayer
          title={t`Expenses against revenue`}
        >
          <CartesianGrid {...GRID_PROPS} />
          <XAxis {...AXIS_PROPS} dataKey="period" tickFormatter={label} minTickGap={16} />
          <YAxis {...VALUE_AXIS_PROPS} />
          <Tooltip
            content={<SeriesTooltip {...ctx} />}
            wrapperStyle={tooltipWrapperStyle}
            cursor={{ fill: 'var(--surface-muted)' }}
          />
          <Bar
            {...motion}
            dataKey="revenue"
            name={revenue}
            fill={REVENUE_COLOUR}
            radius={[3, 3, 0, 0]}
          />
          <Bar
            {...motion}
            dataKey="expenses"
            name={expenses}
            fill={EXPENSES}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ChartCard>
      <ChartCard title={t`By payment method`} description={t`Share of revenue`}>
        {report.byPaymentMethod.length === 0 ? (
          <p className="py-16 text-center text-sm">
            <Trans>No sales in this range.</Trans>
          </p>
        ) : (
          <div className="flex flex-col items-center gap-4 sm:flex-row">
            <PieChart
              responsive
              style={{ width: 200, height: 200, flexShrink: 0 }}
              accessibilityLayer
              title={t`Revenue by payment method`}
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
                  <Cell key={m.paymentMethod} fill={SLICE_COLOURS[i % SLICE_COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip
                content={<PaymentTooltip currency={report.currency} />}
                wrapperStyle={tooltipWrapperStyle}
              />
            </PieChart>
            <ul className="w-full min-w-0 space-y-1.5 text-sm text-foreground">
              {report.byPaymentMethod.map((m, i) => (
                <li key={m.paymentMethod} className="flex items-center justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      className="size-2.5 shrink-0 rounded-sm"
                      style={{ background: SLICE_COLOURS[i % SLICE_COLOURS.length] }}
                    />
                    <span className="truncate">{paymentLabel(m.paymentMethod, i18n)}</span>
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
      <ChartCard title={t`Busiest hours`} description={t`Sales by hour of the day, on your clock`}>
        <BarChart
          responsive
          style={{ width: '100%', height: 220 }}
          data={report.byHour}
          margin={CHART_MARGIN}
          accessibilityLayer
          title={t`Sales by hour of the day`}
        >
          <CartesianGrid {...GRID_PROPS} />
          <XAxis
            {...AXIS_PROPS}
            dataKey="hour"
            tickFormatter={(h: number) => String(h)}
            interval={2}
          />
          <YAxis {...VALUE_AXIS_PROPS} width={32} allowDecimals={false} />
          <Tooltip
            content={<HourTooltip currency={report.currency} />}
            wrapperStyle={tooltipWrapperStyle}
            cursor={{ fill: 'var(--surface-muted)' }}
          />
          <Bar
            {...motion}
            dataKey="salesCount"
            name={t`Sales`}
            fill={PROFIT_COLOUR}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ChartCard>
    </div>
  );
}
