import { z } from 'zod';
import * as dashboardService from '#src/modules/dashboard/dashboard.service.ts';
import { defineTool } from './context.ts';

export const customersOwingTool = defineTool({
  name: 'customers_owing',
  description:
    'Customers who owe money (unpaid credit sales less their payments): the total owed, how many customers, and the ten who owe most.',
  args: z.object({}),
  run: async (ctx) => {
    const { outstandingBalances: b } = await dashboardService.getDashboard(ctx.deps, ctx.access);
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: b.customerCount,
      total: b.total,
      customerCount: b.customerCount,
      customers: b.customers.map((c) => ({ name: c.name, balance: c.balance })),
    };
  },
});
