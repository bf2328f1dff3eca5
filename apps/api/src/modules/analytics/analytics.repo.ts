import { sql, type SQL } from 'drizzle-orm';
import type { Granularity, PaymentMethod } from '@app/contracts';
import { customers, expenses, inventoryItems, saleItems, sales } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/*
 * Analytics is a read model over the sales tables (like the stock report over the inventory):
 * aggregates no service offers row by row, computed in SQL in one statement. Money is
 * summed and subtracted in numeric; JSON carries the exact decimals to the service.
 * The indexes it relies on are in migrations 0006 and 0007: sales (business_id, sold_at) with
 * the totals and the cost of goods, sale_items (business_id, sale_id) with the figures of a line.
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
  byRevenue: number;
  byQuantity: number;
  byProfit: number;
}
export interface AnalyticsRow {
  totals: TotalsRow;
  previous: TotalsRow;
  series: SeriesRow[];
  products: ProductRow[];
  customers: { customerId: string; name: string; salesCount: number; revenue: number }[];
  payments: { paymentMethod: PaymentMethod; salesCount: number; revenue: number }[];
  hours: { hour: number; salesCount: number; revenue: number }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The instants a range of local days covers: [lower, upper). */
function instants(r: Pick<AnalyticsRange, 'from' | 'to' | 'timezone'>): { lower: SQL; upper: SQL } {
  return {
    lower: sql`(${r.from}::date::timestamp at time zone ${r.timezone}::text)`,
    upper: sql`((${r.to}::date + 1)::timestamp at time zone ${r.timezone}::text)`,
  };
}

/** A period's totals as JSON: the exact sums, and what follows from them, in numeric. */
const totalsJson = sql.raw(`json_build_object(
  'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs, 'expenses', expenses,
  'netProfit', revenue - cogs - expenses, 'salesCount', n,
  'averageSale', case when n > 0 then round(revenue / n, 2) else 0 end)`);

/**
 * Everything in one statement: the sales of the range are read once and grouped several ways;
 * the period before is only summed. Each sale carries its cost of goods sold, so only the top
 * products join lines. Revenue is total - tax; a line's revenue is its amount less its share of
 * the sale's discount (sale discount x line / subtotal).
 */
export async function analyticsFigures(
  db: DbOrTx,
  r: AnalyticsRange,
  previous: Pick<AnalyticsRange, 'from' | 'to'>,
  top: number,
) {
  const { lower, upper } = instants(r);
  const before = instants({ ...previous, timezone: r.timezone });
  const g = sql`${r.granularity}::text`;
  const s = sales;
  const i = saleItems;
  const e = expenses;
  const statement = sql`
    with range_sales as materialized (
      select ${s.id} as id, ${s.customerId} as customer_id, ${s.paymentMethod} as payment_method,
             ${s.total} - ${s.tax} as revenue, ${s.cogs} as cogs,
             date_trunc(${g}, local)::date as period, extract(hour from local)::integer as hour,
             case when ${s.discount} > 0 then (${s.subtotal} - ${s.discount}) / ${s.subtotal} end as share
      from ${s}
      cross join lateral (select ${s.soldAt} at time zone ${r.timezone}::text as local) l
      where ${s.businessId} = ${r.businessId} and ${s.soldAt} >= ${lower} and ${s.soldAt} < ${upper}
    ),
    sale_sets as (
      select grouping(period, hour, payment_method) as grouping_set, period, hour, payment_method,
             sum(n)::integer as n, sum(revenue) as revenue, sum(cogs) as cogs
      from (select period, hour, payment_method, count(*) as n, sum(revenue) as revenue, sum(cogs) as cogs
            from range_sales group by period, hour, payment_method) x
      group by grouping sets ((period), (hour), (payment_method))
    ),
    lines as (
      select ${i.productId} as product_id,
             case when ${i.productId} is null then ${i.name} end as orphan_name,
             ${i.quantity} as quantity, ${i.quantity} * ${i.cost} as cogs,
             case when rs.share is null then ${i.lineTotal} else ${i.lineTotal} * rs.share end as revenue
      from range_sales rs
      join ${i} on ${i.saleId} = rs.id and ${i.businessId} = ${r.businessId}
    ),
    product_sums as (
      select product_id, orphan_name, sum(quantity)::integer as quantity, sum(cogs) as cogs, round(sum(revenue), 2) as revenue
      from lines
      group by 1, 2
    ),
    expense_periods as (
      select date_trunc(${g}, ${e.date}::timestamp)::date as period, sum(${e.amount}) as amount
      from ${e}
      where ${e.businessId} = ${r.businessId} and ${e.date} between ${r.from}::date and ${r.to}::date
      group by 1
    ),
    series as (
      select p.period, coalesce(ss.n, 0) as n, coalesce(ss.revenue, 0) as revenue,
             coalesce(ss.cogs, 0) as cogs, coalesce(ep.amount, 0) as expenses
      from (select d::date as period
            from generate_series(date_trunc(${g}, ${r.from}::date::timestamp), ${r.to}::date::timestamp,
                                 ('1 ' || ${g})::interval) d) p
      left join sale_sets ss on ss.grouping_set = 3 and ss.period = p.period
      left join expense_periods ep on ep.period = p.period
    ),
    totals as (
      select sum(n)::integer as n, sum(revenue) as revenue, sum(cogs) as cogs, sum(expenses) as expenses
      from series
    ),
    previous_totals as materialized (
      -- Materialized: the totals JSON names each figure more than once.
      select count(*)::integer as n, coalesce(sum(${s.total} - ${s.tax}), 0) as revenue,
             coalesce(sum(${s.cogs}), 0) as cogs,
             (select coalesce(sum(${e.amount}), 0) from ${e}
              where ${e.businessId} = ${r.businessId}
                and ${e.date} between ${previous.from}::date and ${previous.to}::date) as expenses
      from ${s}
      where ${s.businessId} = ${r.businessId} and ${s.soldAt} >= ${before.lower} and ${s.soldAt} < ${lower}
    ),
    products as (
      select product_id, orphan_name, quantity, revenue, revenue - cogs as profit,
             row_number() over (order by revenue desc, quantity desc, product_id, orphan_name) as by_revenue,
             row_number() over (order by quantity desc, revenue desc, product_id, orphan_name) as by_quantity,
             row_number() over (order by revenue - cogs desc, revenue desc, product_id, orphan_name) as by_profit
      from product_sums
    ),
    top_products as (
      -- A product's current name; a deleted product's, the name it was sold under.
      select p.*, coalesce(${inventoryItems.name}, p.orphan_name) as name
      from products p
      left join ${inventoryItems} on ${inventoryItems.id} = p.product_id
      where p.by_revenue <= ${top} or p.by_quantity <= ${top} or p.by_profit <= ${top}
    ),
    top_customers as (
      select customer_id, count(*)::integer as n, sum(revenue) as revenue
      from range_sales where customer_id is not null
      group by customer_id order by sum(revenue) desc, customer_id limit ${top}
    )
    select
      (select ${totalsJson} from totals) as totals,
      (select ${totalsJson} from previous_totals) as previous,
      (select json_agg(json_build_object(
         'period', period, 'revenue', revenue, 'cogs', cogs, 'grossProfit', revenue - cogs,
         'expenses', expenses, 'netProfit', revenue - cogs - expenses, 'salesCount', n)
         order by period)
       from series) as series,
      (select coalesce(json_agg(json_build_object(
         'productId', product_id, 'name', name, 'quantity', quantity, 'revenue', revenue,
         'profit', profit, 'byRevenue', by_revenue, 'byQuantity', by_quantity, 'byProfit', by_profit)), '[]')
       from top_products) as products,
      (select coalesce(json_agg(json_build_object(
         'customerId', t.customer_id, 'name', ${customers.name}, 'salesCount', t.n,
         'revenue', t.revenue) order by t.revenue desc, ${customers.name}, t.customer_id), '[]')
       from top_customers t join ${customers} on ${customers.id} = t.customer_id) as customers,
      (select coalesce(json_agg(json_build_object(
         'paymentMethod', payment_method, 'salesCount', n, 'revenue', revenue)
         order by revenue desc, payment_method), '[]')
       from sale_sets where grouping_set = 6) as payments,
      (select json_agg(json_build_object(
         'hour', h, 'salesCount', coalesce(ss.n, 0), 'revenue', coalesce(ss.revenue, 0)) order by h)
       from generate_series(0, 23) h
       left join sale_sets ss on ss.grouping_set = 5 and ss.hour = h) as hours`;
  // A year of sales (about 60,000 rows kept to be grouped several ways) and the hash of their
  // lines outgrow PostgreSQL's default 4 MB of work memory and would spill to a temporary file.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(statement);
  });
  return rowsOf<AnalyticsRow>(result)[0]!;
}
