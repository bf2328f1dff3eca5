import { z } from 'zod';
import * as analyticsService from '#src/modules/analytics/analytics.service.ts';
import { defineTool, type ToolContext } from './context.ts';
import { PeriodSchema, resolvePeriod, type Period } from './period.ts';
import { percentChange, subtractMoney } from './money.ts';

/** A period's totals from the analytics service (revenue without tax, as everywhere). */
export async function periodFigures(ctx: ToolContext, period: Period) {
  const range = resolvePeriod(period, ctx.today);
  const a = await analyticsService.getAnalytics(ctx.deps, ctx.access, {
    from: range.from,
    to: range.to,
  });
  return {
    period: range,
    revenue: a.revenue,
    cogs: a.cogs,
    grossProfit: a.grossProfit,
    expenses: a.expenses,
    netProfit: a.netProfit,
    salesCount: a.salesCount,
    averageSale: a.averageSale,
    granularity: a.granularity,
    /** Revenue by day (by week or month over long periods): the chart in the answer. */
    series: a.series.map((p) => ({
      period: p.period,
      revenue: p.revenue,
      salesCount: p.salesCount,
    })),
  };
}

export const salesSummaryTool = defineTool({
  name: 'sales_summary',
  description:
    'Sales and profit of a period: revenue (after discounts, without tax), cost of goods, gross profit, expenses, net profit, number of sales, average sale.',
  args: z.object({ period: PeriodSchema.default('today') }),
  run: async (ctx, args) => {
    const figures = await periodFigures(ctx, args.period);
    return { currency: ctx.currency, timezone: ctx.timezone, rows: figures.salesCount, ...figures };
  },
});

export const comparePeriodsTool = defineTool({
  name: 'compare_periods',
  description:
    'Compare the sales and profit of two periods (e.g. this_month against last_month): both figures, the difference and the change in percent.',
  args: z.object({
    current: PeriodSchema.default('this_month'),
    previous: PeriodSchema.default('last_month'),
  }),
  run: async (ctx, args) => {
    // The comparison carries totals only: two series would double the JSON for little use.
    const { series: _c, granularity: _cg, ...current } = await periodFigures(ctx, args.current);
    const { series: _p, granularity: _pg, ...previous } = await periodFigures(ctx, args.previous);
    const change = (key: 'revenue' | 'grossProfit' | 'netProfit' | 'expenses') => ({
      difference: subtractMoney(current[key], previous[key]),
      percent: percentChange(current[key], previous[key]),
    });
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: current.salesCount + previous.salesCount,
      current,
      previous,
      change: {
        revenue: change('revenue'),
        grossProfit: change('grossProfit'),
        netProfit: change('netProfit'),
        expenses: change('expenses'),
        salesCount: current.salesCount - previous.salesCount,
      },
    };
  },
});
