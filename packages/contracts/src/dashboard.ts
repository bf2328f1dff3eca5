import { z } from 'zod';
import { PaymentMethodSchema } from './customers.ts';

export const DASHBOARD_LIST_LIMIT = 10;

/** A period's figures; revenue, profits and expenses as in analytics (revenue without tax). */
export const DashboardFiguresSchema = z.object({
  revenue: z.number(),
  grossProfit: z.number(),
  salesCount: z.number().int(),
  expenses: z.number(),
  netProfit: z.number(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

/**
 * Today, this week (from Monday) and this month, on the business's clock, so far. `previous`
 * is the period before up to the same point: yesterday until this time of day, last week
 * until the same weekday and time, last month until the same day of the month and time (or
 * its last day). Expenses, which have a date and no time, count whole days.
 */
export const DashboardPeriodSchema = DashboardFiguresSchema.extend({
  /** The first day of the period (YYYY-MM-DD). */
  from: z.string(),
  previous: DashboardFiguresSchema.extend({ from: z.string(), to: z.string() }),
});
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

/** Out of stock first, then low, fewest units first. `threshold` is the one in force. */
export const DashboardLowStockItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.string().nullable(),
  stock: z.number().int(),
  threshold: z.number().int(),
  imageUrl: z.string().nullable(),
});

export const DashboardRecentSaleSchema = z.object({
  id: z.string(),
  receiptNumber: z.number().int(),
  /** What the customer pays, tax included. */
  total: z.number(),
  customerName: z.string().nullable(),
  soldAt: z.string(),
  paymentMethod: PaymentMethodSchema,
});

/** What customers owe: unpaid sale balances less their payments (as on the customer page). */
export const OutstandingBalancesSchema = z.object({
  total: z.number(),
  customerCount: z.number().int(),
  customers: z.array(z.object({ id: z.string(), name: z.string(), balance: z.number() })),
});

export const DashboardResponseSchema = z.object({
  today: DashboardPeriodSchema,
  week: DashboardPeriodSchema,
  month: DashboardPeriodSchema,
  lowStock: z.array(DashboardLowStockItemSchema),
  recentSales: z.array(DashboardRecentSaleSchema),
  outstandingBalances: OutstandingBalancesSchema,
  currency: z.string(),
  timezone: z.string(),
  /** The server's time the figures were computed at. */
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof DashboardResponseSchema>;
