import { sql } from 'drizzle-orm';
import type { Granularity, PaymentMethod } from '@app/contracts';
import {
  customers,
  inventoryItems,
  rollupDayHours,
  rollupDayMethods,
  rollupDays,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { customerRollupRows, productRollupRows } from './range-rollups.ts';

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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A period's totals as JSON: the exact sums, and what follows from them, in numeric. */
const totalsJson = sql.raw(`json_build_object(
  'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs, 'expenses', expenses,
  'netProfit', revenue - cogs - expenses, 'salesCount', n,
  'averageSale', case when n > 0 then round(revenue / n, 2) else 0 end)`);

/**
 * The first `top` products of `product_sums` in an order, as JSON: a bounded top-N sort, not a
 * ranking of every product (ADR 037), then the names of those few. Ties fall to the product id,
 * then a deleted product's name. A product's current name; a deleted product's, the name it was
 * sold under.
 */
const topProducts = (by: 'revenue' | 'quantity' | 'profit', top: number) => {
  const then = by === 'revenue' ? 'quantity' : 'revenue';
  const order = sql.raw(`p.${by} desc, p.${then} desc, p.product_id, p.orphan_name`);
  return sql`(
  select coalesce(json_agg(json_build_object(
    'productId', p.product_id, 'name', coalesce(${inventoryItems.name}, p.orphan_name),
    'quantity', p.quantity, 'revenue', p.revenue, 'profit', p.profit) order by ${order}), '[]')
  from (select * from product_sums p order by ${order} limit ${top}) p
  left join ${inventoryItems} on ${inventoryItems.id} = p.product_id)`;
};

/**
 * Everything in one statement, from the rollups (ADR 034): a year is 365 day rows, a few
 * thousand hour, payment method, customer and product rows, whatever the number of sales.
 * Revenue is total - tax; a product's revenue is its lines' amounts less their share of the
 * sale's discount, kept unrounded per day and rounded once for the range, as the sales give it.
 */
export async function analyticsFigures(
  db: DbOrTx,
  r: AnalyticsRange,
  previous: Pick<AnalyticsRange, 'from' | 'to'>,
  top: number,
) {
  const g = sql`${r.granularity}::text`;
  const inRange = (t: { businessId: unknown; day: unknown }) =>
    sql`${t.businessId} = ${r.businessId} and ${t.day} between ${r.from}::date and ${r.to}::date`;
  const d = rollupDays;
  const h = rollupDayHours;
  const m = rollupDayMethods;
  const statement = sql`
    with periods as (
      select date_trunc(${g}, ${d.day}::timestamp)::date as period, sum(${d.salesCount})::integer as n,
             sum(${d.revenue}) as revenue, sum(${d.cogs}) as cogs, sum(${d.expenses}) as expenses
      from ${d} where ${inRange(d)}
      group by 1
    ),
    series as (
      select p.period, coalesce(x.n, 0) as n, coalesce(x.revenue, 0) as revenue,
             coalesce(x.cogs, 0) as cogs, coalesce(x.expenses, 0) as expenses
      from (select d::date as period
            from generate_series(date_trunc(${g}, ${r.from}::date::timestamp), ${r.to}::date::timestamp,
                                 ('1 ' || ${g})::interval) d) p
      left join periods x on x.period = p.period
    ),
    totals as (
      select sum(n)::integer as n, sum(revenue) as revenue, sum(cogs) as cogs, sum(expenses) as expenses
      from series
    ),
    previous_totals as materialized (
      -- Materialized: the totals JSON names each figure more than once.
      select coalesce(sum(${d.salesCount}), 0)::integer as n, coalesce(sum(${d.revenue}), 0) as revenue,
             coalesce(sum(${d.cogs}), 0) as cogs, coalesce(sum(${d.expenses}), 0) as expenses
      from ${d}
      where ${d.businessId} = ${r.businessId}
        and ${d.day} between ${previous.from}::date and ${previous.to}::date
    ),
    product_sums as materialized (
      -- Materialized: three rankings read it.
      select product_id, name as orphan_name, sum(quantity)::integer as quantity,
             round(sum(revenue), 2) as revenue, round(sum(revenue), 2) - sum(cogs) as profit
      from (${productRollupRows(r.businessId, r.from, r.to)}) x
      group by product_key, product_id, name
      having sum(quantity) > 0
    ),
    top_customers as (
      -- Signed years, months and days of the customer rollups, as for products (ADR 037).
      select customer_id, sum(sales_count)::integer as n, sum(revenue) as revenue
      from (${customerRollupRows(r.businessId, r.from, r.to)}) x
      group by 1 having sum(sales_count) > 0
      order by sum(revenue) desc, 1 limit ${top}
    ),
    payments as (
      select ${m.paymentMethod} as payment_method, sum(${m.salesCount})::integer as n, sum(${m.revenue}) as revenue
      from ${m} where ${inRange(m)}
      group by 1 having sum(${m.salesCount}) > 0
    ),
    hours as (
      select ${h.hour} as hour, sum(${h.salesCount})::integer as n, sum(${h.revenue}) as revenue
      from ${h} where ${inRange(h)}
      group by 1
    )
    select
      (select ${totalsJson} from totals) as totals,
      (select ${totalsJson} from previous_totals) as previous,
      (select json_agg(json_build_object(
         'period', period, 'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs,
         'expenses', expenses, 'netProfit', revenue - cogs - expenses, 'salesCount', n)
         order by period)
       from series) as series,
      json_build_object(
        'byRevenue', ${topProducts('revenue', top)},
        'byQuantity', ${topProducts('quantity', top)},
        'byProfit', ${topProducts('profit', top)}) as products,
      (select coalesce(json_agg(json_build_object(
         'customerId', t.customer_id, 'name', ${customers.name}, 'salesCount', t.n,
         'revenue', t.revenue) order by t.revenue desc, ${customers.name}, t.customer_id), '[]')
       from top_customers t join ${customers} on ${customers.id} = t.customer_id) as customers,
      (select coalesce(json_agg(json_build_object(
         'paymentMethod', payment_method, 'salesCount', n, 'revenue', revenue)
         order by revenue desc, payment_method), '[]')
       from payments) as payments,
      (select json_agg(json_build_object(
         'hour', x, 'salesCount', coalesce(hours.n, 0), 'revenue', coalesce(hours.revenue, 0)) order by x)
       from generate_series(0, 23) x
       left join hours on hours.hour = x) as hours`;
  const result = await db.execute(statement);
  return rowsOf<AnalyticsRow>(result)[0]!;
}
