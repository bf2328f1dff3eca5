import type { StockReport } from '@app/contracts/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '#src/components/charts/chart-card.tsx';
import { ChartLegend } from '#src/components/charts/chart-legend.tsx';
import { SLICE_COLOURS } from '#src/components/charts/chart-style.ts';
import {
  activePoint,
  ChartTooltip,
  tooltipWrapperStyle,
} from '#src/components/charts/chart-tooltip.tsx';
import { formatAxisValue } from '#src/lib/axis-format.ts';
import { chartMotion } from '#src/lib/chart-motion.ts';
import type { ReportFormatters } from '../format.ts';
import { shareSlices, valueBars } from '../report-model.ts';

const motion = chartMotion();

const OTHER_COLOUR = '#94a3b8';
const COST_COLOUR = 'var(--chart-cost)';
const PRICE_COLOUR = 'var(--primary)';

/** Longest category label on the bar chart's axis, in characters. */
const AXIS_LABEL_MAX = 16;
function shortLabel(name: string) {
  return name.length > AXIS_LABEL_MAX ? `${name.slice(0, AXIS_LABEL_MAX - 1)}…` : name;
}

function ValueByCategory({ report, format }: { report: StockReport; format: ReportFormatters }) {
  const { t, i18n } = useLingui();
  const bars = valueBars(i18n, report.byCategory);
  const height = Math.max(160, bars.length * 44 + 40);
  const atCost = t`At cost`;
  const atSellingPrice = t`At selling price`;
  return (
    <ChartCard
      title={t`Value by category`}
      description={t`Stock at cost and at selling price, largest first`}
    >
      <ChartLegend
        items={[
          { label: atCost, colour: COST_COLOUR },
          { label: atSellingPrice, colour: PRICE_COLOUR },
        ]}
      />
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={bars}
        layout="vertical"
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        barCategoryGap="22%"
        barGap={2}
        accessibilityLayer
        title={t`Stock value by category, at cost and at selling price`}
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
          wrapperStyle={tooltipWrapperStyle}
          content={({ active, payload }) => {
            const row = activePoint<(typeof bars)[number]>({ active, payload });
            if (!row) return null;
            return (
              <ChartTooltip
                title={row.name}
                rows={[
                  { label: atCost, value: format.money(row.cost), colour: COST_COLOUR },
                  { label: t`At price`, value: format.money(row.price), colour: PRICE_COLOUR },
                  { label: t`Profit`, value: format.money(row.profit) },
                ]}
              />
            );
          }}
        />
        <Bar
          {...motion}
          dataKey="cost"
          name={atCost}
          fill={COST_COLOUR}
          radius={[0, 4, 4, 0]}
          maxBarSize={18}
        />
        <Bar
          {...motion}
          dataKey="price"
          name={atSellingPrice}
          fill={PRICE_COLOUR}
          radius={[0, 4, 4, 0]}
          maxBarSize={18}
        />
      </BarChart>
    </ChartCard>
  );
}

function ShareOfStock({ report, format }: { report: StockReport; format: ReportFormatters }) {
  const { t, i18n } = useLingui();
  const slices = shareSlices(i18n, report.byCategory);
  const colourOf = (key: string, i: number) =>
    key === 'other' ? OTHER_COLOUR : SLICE_COLOURS[i % SLICE_COLOURS.length]!;
  return (
    <ChartCard
      title={t`Where your money sits`}
      description={t`Share of stock value at cost, by category`}
    >
      <div className="flex flex-col items-center gap-5 text-foreground @lg:flex-row">
        <div className="relative w-full max-w-[13rem] shrink-0">
          <PieChart
            responsive
            style={{ width: '100%', aspectRatio: 1 }}
            accessibilityLayer
            title={t`Share of stock value at cost by category`}
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
              wrapperStyle={tooltipWrapperStyle}
              content={({ active, payload }) => {
                const slice = activePoint<(typeof slices)[number]>({ active, payload });
                if (!slice) return null;
                return (
                  <ChartTooltip
                    title={slice.name}
                    rows={[
                      { label: t`At cost`, value: format.money(slice.value) },
                      { label: t`Share`, value: format.percent(slice.share) },
                    ]}
                  />
                );
              }}
            />
          </PieChart>
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
            <span className="text-xs text-muted-foreground">
              <Trans>At cost</Trans>
            </span>
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
        <Trans>Charts appear once products have stock on hand.</Trans>
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
