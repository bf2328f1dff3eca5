import { z } from 'zod';
import * as analyticsService from '#src/modules/analytics/analytics.service.ts';
import { addDays } from '#src/modules/expenses/calendar.ts';
import { defineTool, type ToolContext } from './context.ts';
import { fromCents, toCents } from './money.ts';
import { PeriodSchema, resolvePeriod, weekdayIndex, WEEKDAYS } from './period.ts';

/** The daily series of a range (at most 366 days) from the analytics service. */
async function dailySeries(ctx: ToolContext, from: string, to: string) {
  return analyticsService.getAnalytics(ctx.deps, ctx.access, { from, to, granularity: 'day' });
}

export const bestTimesTool = defineTool({
  name: 'best_times',
  description:
    "The best hours of the day and days of the week by revenue in a period (default the last 30 days), on the business's clock.",
  args: z.object({ period: PeriodSchema.default('last_30_days') }),
  run: async (ctx, args) => {
    const range = resolvePeriod(args.period, ctx.today);
    const from = range.days > 366 ? addDays(range.to, -365) : range.from;
    const a = await dailySeries(ctx, from, range.to);
    const weekdays = WEEKDAYS.map((weekday) => ({ weekday, cents: 0, salesCount: 0 }));
    for (const point of a.series) {
      const w = weekdays[weekdayIndex(point.period)]!;
      w.cents += toCents(point.revenue);
      w.salesCount += point.salesCount;
    }
    const byRevenue = <T extends { revenue: number; salesCount: number }>(list: T[]) =>
      list.filter((x) => x.salesCount > 0).sort((x, y) => y.revenue - x.revenue);
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: a.salesCount,
      period: { ...range, from },
      hours: byRevenue(a.byHour).slice(0, 5),
      weekdays: byRevenue(
        weekdays.map(({ weekday, cents, salesCount }) => ({
          weekday,
          revenue: fromCents(cents),
          salesCount,
        })),
      ),
    };
  },
});

const HISTORY_WEEKS = 4;
/** The trend factor is kept within these bounds: a few weeks are a thin history. */
const TREND_MIN = 0.5;
const TREND_MAX = 1.5;

export const forecastTool = defineTool({
  name: 'forecast_next_week',
  description:
    'A forecast of revenue for each day of next week (Monday to Sunday) from the last four full weeks: the same-weekday average times the trend.',
  args: z.object({}),
  run: async (ctx) => {
    const monday = addDays(ctx.today, -weekdayIndex(ctx.today));
    const history = { from: addDays(monday, -7 * HISTORY_WEEKS), to: addDays(monday, -1) };
    const a = await dailySeries(ctx, history.from, history.to);
    const cents = a.series.map((p) => toCents(p.revenue));
    const half = (HISTORY_WEEKS / 2) * 7;
    const older = cents.slice(0, half).reduce((s, c) => s + c, 0);
    const recent = cents.slice(half).reduce((s, c) => s + c, 0);
    const rawTrend = older > 0 ? recent / older : 1;
    const trend = Math.round(Math.min(TREND_MAX, Math.max(TREND_MIN, rawTrend)) * 100) / 100;
    const days = WEEKDAYS.map((weekday, w) => {
      const same = cents.filter((_, i) => i % 7 === w);
      const average = Math.round(same.reduce((s, c) => s + c, 0) / same.length);
      return {
        date: addDays(monday, 7 + w),
        weekday,
        average: fromCents(average),
        forecast: fromCents(Math.round(average * trend)),
      };
    });
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: a.salesCount,
      method: `For each weekday, the average revenue of that weekday over the ${HISTORY_WEEKS} weeks ${history.from} to ${history.to}, times the trend (revenue of the last 2 weeks / the 2 weeks before, kept between ${TREND_MIN} and ${TREND_MAX}).`,
      history,
      trend,
      days,
      total: fromCents(days.reduce((s, d) => s + toCents(d.forecast), 0)),
    };
  },
});
