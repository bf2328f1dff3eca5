import { z } from 'zod';
import { ExpenseCategoryInputSchema } from '@app/contracts';
import * as expensesService from '#src/modules/expenses/expenses.service.ts';
import { defineTool } from './context.ts';
import { PeriodSchema, resolvePeriod } from './period.ts';

export const expensesTool = defineTool({
  name: 'expenses_by_category',
  description:
    "Expenses of a period by category (rent, utilities, salaries, ... or the owner's own), optionally of one category only.",
  args: z.object({
    period: PeriodSchema.default('this_month'),
    category: ExpenseCategoryInputSchema.optional(),
  }),
  run: async (ctx, args) => {
    const range = resolvePeriod(args.period, ctx.today);
    const { totals } = await expensesService.listExpenses(ctx.deps, ctx.access, {
      from: range.from,
      to: range.to,
      category: args.category,
      limit: 1,
    });
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: totals.count,
      period: range,
      category: args.category ?? null,
      total: totals.total,
      count: totals.count,
      byCategory: totals.byCategory,
    };
  },
});
