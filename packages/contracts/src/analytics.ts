import { z } from 'zod';
import { PaymentMethodSchema } from './customers.ts';
import { CalendarDateSchema } from './expenses.ts';

/** The longest range one analytics request covers (three years and a leap day). */
export const ANALYTICS_MAX_RANGE_DAYS = 1096;
/** Day by day up to a year; longer ranges by week or month. */
export const ANALYTICS_MAX_DAY_BUCKETS = 366;
/** The range when none is given: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
export const ANALYTICS_TOP_LIMIT = 10;

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export const GranularitySchema = z.enum(GRANULARITIES, {
  error: `Granularity must be one of ${GRANULARITIES.join(', ')}`,
});
export type Granularity = z.infer<typeof GranularitySchema>;

/** The granularity used when none is asked for: about 7 to 60 points on a chart. */
export function defaultGranularity(days: number): Granularity {
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

export const ANALYTICS_MESSAGES = {
  toBeforeFrom: 'The end of the range cannot be before its start',
  rangeTooLong: `Choose a range of at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
  tooManyDays: `Day by day covers at most ${ANALYTICS_MAX_DAY_BUCKETS} days: choose week or month`,
} as const;

/**
 * GET /businesses/{id}/analytics. `from` and `to` are days in the business's time zone, both
 * included (a sale at 23:59 local on `to` is in, one at 00:00 the next day is not). Without them,
 * the last 30 days up to today; with one of them, 30 days from or up to it.
 */
export const AnalyticsQuerySchema = z.object({
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  granularity: GranularitySchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/**
 * The money figures of a period, in the business's currency:
 * - revenue: what the sales were sold for, after discounts and WITHOUT tax (tax is collected for
 *   the state, not earned): the sum of (total - tax) = subtotal - discount. A credit sale counts
 *   when it is made, paid or not.
 * - cogs: cost of goods sold, the sum of quantity x the unit cost copied on each sale line when
 *   it was sold (a later change of the product's cost does not rewrite history).
 * - grossProfit = revenue - cogs; expenses: the expenses dated in the period;
 *   netProfit = grossProfit - expenses.
 * - averageSale = revenue / salesCount, rounded to the cent (0 without sales).
 * All sums are exact (numeric in SQL), then sent as JSON numbers.
 */
export const AnalyticsTotalsSchema = z.object({
  revenue: z.number(),
  cogs: z.number(),
  grossProfit: z.number(),
  expenses: z.number(),
  netProfit: z.number(),
  salesCount: z.number().int(),
  averageSale: z.number(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

/**
 * One period of the chart. `period` is the day the period starts (a Monday for weeks, the 1st
 * for months), so the first and last periods may start before `from` or end after `to`: only
 * the days inside the range are counted. Periods without sales are listed with zeros.
 */
export const AnalyticsSeriesPointSchema = z.object({
  period: z.string(),
  revenue: z.number(),
  cogs: z.number(),
  grossProfit: z.number(),
  expenses: z.number(),
  netProfit: z.number(),
  salesCount: z.number().int(),
});
export type AnalyticsSeriesPoint = z.infer<typeof AnalyticsSeriesPointSchema>;

/**
 * A product's part: quantity sold, revenue (its lines after line discounts, less its share of
 * each sale's discount, in proportion to the line's amount; without tax) and profit (that
 * revenue less quantity x copied cost). A deleted product has `productId` null and keeps the
 * name it was sold under.
 */
export const TopProductSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
  profit: z.number(),
});
export type TopProduct = z.infer<typeof TopProductSchema>;

export const TopCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  salesCount: z.number().int(),
  revenue: z.number(),
});
export type TopCustomer = z.infer<typeof TopCustomerSchema>;

export const PaymentMethodFigureSchema = z.object({
  paymentMethod: PaymentMethodSchema,
  salesCount: z.number().int(),
  revenue: z.number(),
});

/** The hour of the day (0-23) on the business's clock; all 24 are listed. */
export const HourFigureSchema = z.object({
  hour: z.number().int(),
  salesCount: z.number().int(),
  revenue: z.number(),
});

export const AnalyticsResponseSchema = AnalyticsTotalsSchema.extend({
  from: z.string(),
  to: z.string(),
  granularity: GranularitySchema,
  currency: z.string(),
  timezone: z.string(),
  series: z.array(AnalyticsSeriesPointSchema),
  /** Ten each, best first (ties by name). */
  topProducts: z.object({
    byRevenue: z.array(TopProductSchema),
    byQuantity: z.array(TopProductSchema),
    byProfit: z.array(TopProductSchema),
  }),
  /** The ten customers who bought the most (revenue), best first. */
  topCustomers: z.array(TopCustomerSchema),
  /** Each payment method used in the range, by revenue. */
  byPaymentMethod: z.array(PaymentMethodFigureSchema),
  byHour: z.array(HourFigureSchema),
  /** The same figures for the range of the same length just before (for the change in %). */
  previous: AnalyticsTotalsSchema.extend({ from: z.string(), to: z.string() }),
});
export type Analytics = z.infer<typeof AnalyticsResponseSchema>;
