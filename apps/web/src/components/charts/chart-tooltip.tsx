import { CHART_TOOLTIP_MAX_WIDTH_PX } from '@app/contracts/constants';

/** What Recharts passes a tooltip's content; `T` is one datum of the chart. */
export interface ChartTooltipProps<T> {
  active?: boolean;
  payload?: readonly { payload?: T }[];
}

/** The datum under the pointer, or undefined while the tooltip is hidden. */
export function activePoint<T>({ active, payload }: ChartTooltipProps<T>): T | undefined {
  return active ? payload?.[0]?.payload : undefined;
}

/** For Recharts' `<Tooltip wrapperStyle>`: the same width limit, above the plot, no outline. */
export const tooltipWrapperStyle = {
  maxWidth: CHART_TOOLTIP_MAX_WIDTH_PX,
  outline: 'none',
  zIndex: 10,
};

export interface ChartTooltipRow {
  label: string;
  value: string;
  /** The series colour, as a dot; rows that are no series (totals, shares) leave it out. */
  colour?: string;
}

/** SPEC section 9: a chart tooltip is at most 220 px wide. */
export function ChartTooltip({ title, rows }: { title: string; rows: ChartTooltipRow[] }) {
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
