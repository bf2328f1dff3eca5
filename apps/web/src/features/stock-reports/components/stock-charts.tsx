import { CHART_TOOLTIP_MAX_WIDTH_PX } from '@app/contracts/constants';
import type { StockReport } from '@app/contracts/reports';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '#src/lib/cn.ts';
import { formatAxisValue } from '#src/lib/axis-format.ts';
import { chartMotion } from '#src/lib/chart-motion.ts';
import type { ReportFormatters } from '../format.ts';
import { shareSlices, valueBars } from '../report-model.ts';

const motion = chartMotion();

/** Mid-tone colours that read on both the light and the dark surface. */
const SLICE_COLOURS = ['#059669', '#0284c7', '#d97706', '#7c3aed', '#db2777', '#0d9488'];
const OTHER_COLOUR = '#94a3b8';
const COST_COLOUR = 'var(--chart-cost)';
const PRICE_COLOUR = 'var(--primary)';

function ChartCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={cn(
        'chart-card min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm break-inside-avoid sm:p-5',
        className,
      )}
    >
      <h2 className="font-semibold tracking-tight">{title}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{description}</p>
      {children}
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
      <dl className="space-y-0.5">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-3">
            <dt className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
              {row.colour && (
                <span className="size-2 shrink-0 rounded-full" style={{ background: row.colour }} />
              )}
              {row.label}
            </dt>
            <dd className="font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const tooltipWrapper = { maxWidth: CHART_TOOLTIP_MAX_WIDTH_PX, outline: 'none', zIndex: 10 };

/** Longest category label on the bar chart's axis, in characters. */
const AXIS_LABEL_MAX = 16;
function shortLabel(name: string) {
  return name.length > AXIS_LABEL_MAX ? `${name.slice(0, AXIS_LABEL_MAX - 1)}…` : name;
}

function ValueByCategory({ report, format }: { report: StockReport; format: ReportFormatters }) {
  const bars = valueBars(report.byCategory);
  const height = Math.max(160, bars.length * 44 + 40);
  return (
    <ChartCard
      title="Value by category"
      description="Stock at cost and at selling price, largest first"
    >
      <div className="mb-2 flex gap-4 text-xs text-muted-foreground" aria-hidden>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: COST_COLOUR }} /> At cost
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: PRICE_COLOUR }} /> At selling
          price
        </span>
      </div>
      <div className="text-muted-foreground">
        <BarChart
          responsive
          style={{ width: '100%', height }}
          data={bars}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
          barCategoryGap="22%"
          barGap={2}
          accessibilityLayer
          title="Stock value by category, at cost and at selling price"
        >
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis
            type="number"
            tickFormatter={formatAxisValue}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={124}
            axisLine={false}
            tickLine={false}
            tick={({ x, y, payload }) => (
              <text x={x} y={y} dy={4} textAnchor="end" fill="var(--foreground)" fontSize={12}>
                <title>{String(payload.value)}</title>
                {shortLabel(String(payload.value))}
              </text>
            )}
          />
          <Tooltip
            cursor={{ fill: 'var(--surface-muted)' }}
            wrapperStyle={tooltipWrapper}
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as (typeof bars)[number] | undefined;
              if (!active || !row) return null;
              return (
                <TooltipBox
                  title={row.name}
                  rows={[
                    { label: 'At cost', value: format.money(row.cost), colour: COST_COLOUR },
                    { label: 'At price', value: format.money(row.price), colour: PRICE_COLOUR },
                    { label: 'Profit', value: format.money(row.profit) },
                  ]}
                />
              );
            }}
          />
          <Bar
            {...motion}
            dataKey="cost"
            name="At cost"
            fill={COST_COLOUR}
            radius={[0, 4, 4, 0]}
            maxBarSize={18}
          />
          <Bar
            {...motion}
            dataKey="price"
            name="At selling price"
            fill={PRICE_COLOUR}
            radius={[0, 4, 4, 0]}
            maxBarSize={18}
          />
        </BarChart>
      </div>
    </ChartCard>
  );
}

function ShareOfStock({ report, format }: { report: StockReport; format: ReportFormatters }) {
  const slices = shareSlices(report.byCategory);
  const colourOf = (key: string, i: number) =>
    key === 'other' ? OTHER_COLOUR : SLICE_COLOURS[i % SLICE_COLOURS.length]!;
  return (
    <ChartCard
      title="Where your money sits"
      description="Share of stock value at cost, by category"
    >
      <div className="flex flex-col items-center gap-5 @lg:flex-row">
        <div className="relative w-full max-w-[13rem] shrink-0">
          <PieChart
            responsive
            style={{ width: '100%', aspectRatio: 1 }}
            accessibilityLayer
            title="Share of stock value at cost by category"
          >
            <Pie
              {...motion}
              data={slices}
              dataKey="value"
              nameKey="name"
              innerRadius="62%"
              outerRadius="100%"
              paddingAngle={slices.length > 1 ? 1.5 : 0}
              stroke="var(--surface)"
              strokeWidth={2}
              isAnimationActive={false}
            >
              {slices.map((slice, i) => (
                <Cell key={slice.key} fill={colourOf(slice.key, i)} />
              ))}
            </Pie>
            <Tooltip
              wrapperStyle={tooltipWrapper}
              content={({ active, payload }) => {
                const slice = payload?.[0]?.payload as (typeof slices)[number] | undefined;
                if (!active || !slice) return null;
                return (
                  <TooltipBox
                    title={slice.name}
                    rows={[
                      { label: 'At cost', value: format.money(slice.value) },
                      { label: 'Share', value: format.percent(slice.share) },
                    ]}
                  />
                );
              }}
            />
          </PieChart>
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
            <span className="text-xs text-muted-foreground">At cost</span>
            <span className="text-base font-semibold tabular-nums">
              {formatAxisValue(report.totals.stockValueAtCost)}
            </span>
          </div>
        </div>
        <ul className="w-full min-w-0 space-y-2 text-sm">
          {slices.map((slice, i) => (
            <li key={slice.key} className="flex items-center gap-2.5">
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ background: colourOf(slice.key, i) }}
                aria-hidden
              />
              <span className="min-w-0 flex-1 truncate" title={slice.name}>
                {slice.name}
              </span>
              <span className="text-muted-foreground tabular-nums">
                {format.percent(slice.share)}
              </span>
              <span className="w-24 text-right font-medium tabular-nums">
                {format.money(slice.value)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}

/** The report's two charts; Recharts loads with this module only (see the page's lazy import). */
export function StockCharts({ report, format }: { report: StockReport; format: ReportFormatters }) {
  if (report.totals.stockValueAtCost <= 0 && report.totals.stockValueAtPrice <= 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        Charts appear once products have stock on hand.
      </div>
    );
  }
  return (
    <div className="chart-grid grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] [--chart-cost:#0284c7] dark:[--chart-cost:#38bdf8]">
      <ValueByCategory report={report} format={format} />
      <ShareOfStock report={report} format={format} />
    </div>
  );
}
