import { UUID_PATTERN } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { customerRollupRows, productRollupRows } from '#src/modules/analytics/range-rollups.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/*
 * The rollups recomputed from the raw rows, with the reports' own formulas (the raw queries the
 * reports ran before ADR 034), compared row by row with what the triggers kept. A stored row whose
 * figures are all zero (its sales deleted or moved) is no row. Numbers compare as numeric text
 * without trailing zeros, so 12.50 and 12.5000 are the same figure and 12.49 is not.
 */

export interface RollupDifference {
  rollup: string;
  key: string;
  stored: string | null;
  raw: string | null;
}

const t = (e: string) => `trim_scale(${e})::text`;

function compare(rollup: string, key: string, stored: string, raw: string) {
  return `select '${rollup}' as rollup, coalesce(s.key, r.key) as key, s.fig as stored, r.fig as raw
    from (${stored}) s full join (${raw}) r on r.key = s.key
    where s.fig is distinct from r.fig`;
}

export async function rollupDifferences(
  db: DbOrTx,
  businessId: string,
): Promise<RollupDifference[]> {
  const tz = `(select coalesce(settings ->> 'timezone', 'UTC') from businesses where id = $b)`;
  const local = (col: string) => `(${col} at time zone ${tz})`;
  const days = compare(
    'days',
    'day',
    `select day::text as key, concat_ws(' ', sales_count, ${t('revenue')}, ${t('cogs')}, ${t('discount')},
            ${t('tax')}, ${t('credit')}, ${t('payments')}, ${t('expenses')}) as fig
     from rollup_days where business_id = $b
       and (sales_count, revenue, cogs, discount, tax, credit, payments, expenses) <> (0, 0, 0, 0, 0, 0, 0, 0)`,
    `select day::text as key, concat_ws(' ', sum(n), ${t('sum(revenue)')}, ${t('sum(cogs)')}, ${t('sum(discount)')},
            ${t('sum(tax)')}, ${t('sum(credit)')}, ${t('sum(payments)')}, ${t('sum(expenses)')}) as fig
     from (select ${local('sold_at')}::date as day, 1 as n, total - tax as revenue, cogs, discount, tax,
                  balance as credit, 0 as payments, 0 as expenses
           from sales where business_id = $b
           union all
           -- Refunds, on their own day, take back revenue, cost, discount and tax.
           select ${local('refunded_at')}::date, 0, -(amount - tax), -cogs, -discount, -tax, 0, 0, 0
           from refunds where business_id = $b
           union all
           select ${local('created_at')}::date, 0, 0, 0, 0, 0, 0, amount, 0
           from customer_payments where business_id = $b
           union all
           select date, 0, 0, 0, 0, 0, 0, 0, amount from expenses where business_id = $b
             and category <> 'stock_purchases') x
     group by day`,
  );
  /**
   * A rollup of sales by one more key than the day: its count and revenue per day and key. With
   * `refundKey`, the refunds (ADR 071) take their revenue back on their day under that key.
   */
  const salesBy = (
    rollup: string,
    table: string,
    column: string,
    rawKey: string,
    where = '',
    refundKey?: string,
  ) =>
    compare(
      rollup,
      `day ${column}`,
      `select day || ' ' || ${column} as key, sales_count || ' ' || ${t('revenue')} as fig
       from ${table} where business_id = $b and (sales_count, revenue) <> (0, 0)`,
      `select key, sum(n) || ' ' || ${t('sum(revenue)')} as fig from (
         select ${local('sold_at')}::date || ' ' || ${rawKey} as key, 1 as n, total - tax as revenue
         from sales where business_id = $b ${where}
         ${
           refundKey
             ? `union all
         select ${local('refunded_at')}::date || ' ' || ${refundKey}, 0, -(amount - tax)
         from refunds where business_id = $b`
             : ''
         }) x group by 1
       having (sum(n), sum(revenue)) <> (0, 0)`,
    );
  const hours = salesBy(
    'hours',
    'rollup_day_hours',
    'hour',
    `extract(hour from ${local('sold_at')})`,
    '',
    `extract(hour from ${local('refunded_at')})`,
  );
  const methods = salesBy(
    'methods',
    'rollup_day_methods',
    'payment_method',
    'payment_method',
    '',
    'method',
  );
  const customers = salesBy(
    'customers',
    'rollup_day_customers',
    'customer_id',
    'customer_id',
    'and customer_id is not null',
  );
  /** A product rollup by local day, month or year: its rows against the lines grouped the same way. */
  const productsBy = (rollup: string, table: string, bucket: 'day' | 'month' | 'year') =>
    compare(
      rollup,
      `${bucket} product`,
      `select ${bucket} || ' ' || product_key as key,
              concat_ws(' ', product_id, name, quantity, ${t('revenue')}, ${t('cogs')}) as fig
       from ${table} where business_id = $b and (quantity, revenue, cogs) <> (0, 0, 0)`,
      `select date_trunc('${bucket}', ${local('s.sold_at')})::date || ' ' || coalesce(i.product_id, md5('~' || i.name)::uuid) as key,
              concat_ws(' ', i.product_id, case when i.product_id is null then i.name end,
                        sum(i.quantity),
                        ${t(`sum(case when s.discount > 0 then i.line_total * ((s.subtotal - s.discount) / s.subtotal) else i.line_total end)`)},
                        ${t('sum(i.quantity * i.cost)')}) as fig
       from (
         select s.sold_at, s.subtotal, s.discount, i.product_id, i.name, i.quantity, i.cost,
                i.line_total
         from sales s join sale_items i on i.sale_id = s.id where s.business_id = $b
         union all
         -- Refunded units go back on the refund's day, their gross share negated.
         select r.refunded_at, s.subtotal, s.discount, l.product_id, i.name, -l.quantity, i.cost,
                -l.gross
         from refunds r join refund_lines l on l.refund_id = r.id join sales s on s.id = r.sale_id
           join sale_items i on i.id = l.sale_item_id
         where r.business_id = $b) i
       cross join lateral (select i.sold_at, i.subtotal, i.discount) s
       group by 1, i.product_id, case when i.product_id is null then i.name end
       having (sum(i.quantity), sum(case when s.discount > 0 then i.line_total * ((s.subtotal - s.discount) / s.subtotal) else i.line_total end), sum(i.quantity * i.cost)) <> (0, 0, 0)`,
    );
  /** Customer rollups by calendar month or year against the sales grouped the same way. */
  const customersBy = (rollup: string, table: string, bucket: 'month' | 'year') =>
    compare(
      rollup,
      `${bucket} customer_id`,
      `select ${bucket} || ' ' || customer_id as key, sales_count || ' ' || ${t('revenue')} as fig
       from ${table} where business_id = $b and (sales_count, revenue) <> (0, 0)`,
      `select date_trunc('${bucket}', ${local('sold_at')})::date || ' ' || customer_id as key,
              count(*) || ' ' || ${t('sum(total - tax)')} as fig
       from sales where business_id = $b and customer_id is not null group by 1`,
    );
  const customerMonths = customersBy('month customers', 'rollup_month_customers', 'month');
  const customerYears = customersBy('year customers', 'rollup_year_customers', 'year');
  const products = productsBy('products', 'rollup_day_products', 'day');
  const months = productsBy('month products', 'rollup_month_products', 'month');
  const years = productsBy('year products', 'rollup_year_products', 'year');
  // Each customer's sales as the customers list showed them before ADR 037.
  const customerTotals = compare(
    'customer totals',
    'customer_id',
    `select customer_id::text as key, concat_ws(' ', sales_count, ${t('total')}, ${t('owed')}) as fig
     from rollup_customers where business_id = $b and (sales_count, total, owed) <> (0, 0, 0)`,
    `select customer_id::text as key, concat_ws(' ', count(*), ${t('sum(total)')}, ${t('sum(balance)')}) as fig
     from sales where business_id = $b and customer_id is not null group by 1`,
  );
  // The platform's UTC days for the admin statistics (ADR 066).
  const utcDays = compare(
    'utc days',
    'day',
    `select day::text as key, sales_count || ' ' || ${t('total')} as fig
     from rollup_utc_days where business_id = $b and (sales_count, total) <> (0, 0)`,
    `select (sold_at at time zone 'UTC')::date::text as key, count(*) || ' ' || ${t('sum(total)')} as fig
     from sales where business_id = $b group by 1`,
  );
  const statement = [
    days,
    utcDays,
    hours,
    methods,
    customers,
    customerMonths,
    customerYears,
    products,
    months,
    years,
    customerTotals,
  ]
    .join('\nunion all\n')
    .replaceAll('$b', `'${businessId}'::uuid`);
  if (!UUID_PATTERN.test(businessId)) throw new Error(`not a business id: ${businessId}`);
  const result = await db.execute(sql.raw(`${statement}\norder by 1, 2`));
  return (result as unknown as { rows: RollupDifference[] }).rows;
}

/**
 * A range's products as the reports read them (signed whole years, months and edge days, ADR 037)
 * against the daily rollup alone: the products that differ. A product whose figures add up to
 * zeros is no product on either side.
 */
export async function productRangeDifferences(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
  /** The day the buckets take as today (range-rollups.ts); none: no unit is empty. */
  today?: string,
): Promise<unknown[]> {
  const result = await db.execute(sql`
    with read as (
      select product_key, sum(quantity) as quantity, sum(revenue) as revenue, sum(cogs) as cogs
      from (${productRollupRows(businessId, from, to, today)}) x group by 1
      having (sum(quantity), sum(revenue), sum(cogs)) <> (0, 0, 0)
    ),
    daily as (
      select product_key, sum(quantity) as quantity, sum(revenue) as revenue, sum(cogs) as cogs
      from rollup_day_products
      where business_id = ${businessId} and day between ${from}::date and ${to}::date
      group by 1 having (sum(quantity), sum(revenue), sum(cogs)) <> (0, 0, 0)
    )
    select coalesce(r.product_key, d.product_key) as product_key, r.revenue as read, d.revenue as daily
    from read r full join daily d on d.product_key = r.product_key
    where (r.quantity, r.revenue, r.cogs) is distinct from (d.quantity, d.revenue, d.cogs)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/**
 * A range's customers as the top customers read them (signed years, months and days, ADR 037)
 * against the daily rollup alone: the customers that differ.
 */
export async function customerRangeDifferences(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
  /** The day the buckets take as today (range-rollups.ts); none: no unit is empty. */
  today?: string,
): Promise<unknown[]> {
  const result = await db.execute(sql`
    with read as (
      select customer_id, sum(sales_count) as n, sum(revenue) as revenue
      from (${customerRollupRows(businessId, from, to, today)}) x group by 1
      having (sum(sales_count), sum(revenue)) <> (0, 0)
    ),
    daily as (
      select customer_id, sum(sales_count) as n, sum(revenue) as revenue
      from rollup_day_customers
      where business_id = ${businessId} and day between ${from}::date and ${to}::date
      group by 1 having (sum(sales_count), sum(revenue)) <> (0, 0)
    )
    select coalesce(r.customer_id, d.customer_id) as customer_id, r.revenue as read, d.revenue as daily
    from read r full join daily d on d.customer_id = r.customer_id
    where (r.n, r.revenue) is distinct from (d.n, d.revenue)`);
  return (result as unknown as { rows: unknown[] }).rows;
}
