import { t } from '@lingui/core/macro';
import type { AssistantSource } from '@app/contracts/assistant';

/** One bar of an answer's chart: a day (or week, month) and its amount. */
export interface SeriesPoint {
  period: string;
  value: number;
  /** Sales counted in the period, when the tool gives them. */
  salesCount?: number;
}

export interface AnswerSeries {
  title: string;
  currency: string;
  points: SeriesPoint[];
}

/**
 * The period series a tool's result carries, if any: the sales summary's revenue by day (week or
 * month over long periods) and the forecast of next week. Fewer than two points make no chart.
 */
export function seriesOf(source: AssistantSource): AnswerSeries | null {
  const r = source.result;
  const currency = String(r.currency ?? '');
  let series: AnswerSeries | null = null;
  if (source.tool === 'sales_summary' && Array.isArray(r.series)) {
    series = {
      title: revenueTitle(r.granularity),
      currency,
      points: (r.series as { period: string; revenue: number; salesCount: number }[]).map((p) => ({
        period: p.period,
        value: p.revenue,
        salesCount: p.salesCount,
      })),
    };
  } else if (source.tool === 'forecast_next_week' && Array.isArray(r.days)) {
    series = {
      title: t`Forecast by day`,
      currency,
      points: (r.days as { date: string; forecast: number }[]).map((d) => ({
        period: d.date,
        value: d.forecast,
      })),
    };
  }
  return series && series.points.length >= 2 ? series : null;
}

/** The chart's title, in the language shown (read when the answer renders). */
function revenueTitle(granularity: unknown): string {
  switch (granularity) {
    case 'day':
      return t`Revenue by day`;
    case 'week':
      return t`Revenue by week`;
    case 'month':
      return t`Revenue by month`;
    default:
      return t`Revenue by period`;
  }
}

/** Every chart of an answer, one per tool with a series. */
export const seriesOfAnswer = (sources: AssistantSource[]) =>
  sources.map(seriesOf).filter((s): s is AnswerSeries => s !== null);
