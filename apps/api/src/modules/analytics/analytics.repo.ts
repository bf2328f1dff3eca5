import { sql } from 'drizzle-orm';
import type { Granularity, PaymentMethod } from '@app/contracts';
import type { DbOrTx } from '#src/platform/db.ts';
import { bucketArguments } from './range-rollups.ts';

/*
 * Analytics is a read model over the rollups (ADR 034): per-day sums the sales, payments and
 * expenses keep up to date in their own transactions, grouped here in one statement. Money is
 * summed and subtracted in numeric; JSON carries the exact decimals to the service.
 */

export interface AnalyticsRange {
  businessId: string;
  timezone: string;
  /** Days in the business's time zone, both included. */
  from: string;
  to: string;
  granularity: Granularity;
  /** The business's local day: units after it hold no rows yet (range-rollups.ts). */
  today?: string;
}

export interface TotalsRow {
  revenue: number;
  cogs: number;
  grossProfit: number;
  expenses: number;
  netProfit: number;
  salesCount: number;
  averageSale: number;
}
export interface SeriesRow extends Omit<TotalsRow, 'averageSale'> {
  period: string;
}
export interface ProductRow {
  productId: string | null;
  name: string;
  quantity: number;
  revenue: number;
  profit: number;
}
export interface AnalyticsRow {
  totals: TotalsRow;
  previous: TotalsRow;
  series: SeriesRow[];
  /** The first `top` products of each ranking, in order. */
  products: Record<'byRevenue' | 'byQuantity' | 'byProfit', ProductRow[]>;
  customers: { customerId: string; name: string; salesCount: number; revenue: number }[];
  payments: { paymentMethod: PaymentMethod; salesCount: number; revenue: number }[];
  hours: { hour: number; salesCount: number; revenue: number }[];
}

/**
 * Everything in one statement, from the rollups (ADR 034): a year is 365 day rows, a few
 * thousand hour, payment method, customer and product rows, whatever the number of sales.
 * Revenue is total - tax; a product's revenue is its lines' amounts less their share of the
 * sale's discount, kept unrounded per day and rounded once for the range, as the sales give it.
 * The statement is `analytics_figures` (migration 0022): a function of fixed shape, the range's
 * signed buckets (range-rollups.ts) passed as arrays, so its plan is kept per connection instead
 * of planned per request (ADR 037).
 */
export async function analyticsFigures(
  db: DbOrTx,
  r: AnalyticsRange,
  previous: Pick<AnalyticsRange, 'from' | 'to'>,
  top: number,
) {
  const result = await db.execute(sql`select analytics_figures(
    ${r.businessId}::uuid, ${r.from}::date, ${r.to}::date, ${previous.from}::date,
    ${previous.to}::date, ${r.granularity}::text, ${top}::integer,
    ${bucketArguments(r.from, r.to, r.today)}) as figures`);
  return (result as unknown as { rows: { figures: AnalyticsRow }[] }).rows[0]!.figures;
}
