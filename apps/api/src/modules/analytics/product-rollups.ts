import { sql } from 'drizzle-orm';
import { rollupDayProducts, rollupMonthProducts } from '#src/db/schema/index.ts';

/**
 * The product rollup rows of a range of local days (ADR 034): the months the range covers whole
 * from the monthly rollup, the days at its edges from the daily one, so a year reads about twelve
 * months and a month of days rather than 365 days of every product. Columns: product_key,
 * product_id, name (a deleted product's), quantity, revenue (unrounded), cogs.
 */
export function productRollupRows(businessId: string, from: string, to: string) {
  const d = rollupDayProducts;
  const m = rollupMonthProducts;
  // Whole months: from the first month starting on or after `from` to the last ending by `to`.
  const firstWhole = sql`(date_trunc('month', (${from}::date - 1)::timestamp) + interval '1 month')::date`;
  const afterWhole = sql`date_trunc('month', (${to}::date + 1)::timestamp)::date`;
  return sql`
    select ${m.productKey} as product_key, ${m.productId} as product_id, ${m.name} as name,
           ${m.quantity} as quantity, ${m.revenue} as revenue, ${m.cogs} as cogs
    from ${m}
    where ${m.businessId} = ${businessId} and ${m.month} >= ${firstWhole} and ${m.month} < ${afterWhole}
    union all
    select ${d.productKey}, ${d.productId}, ${d.name}, ${d.quantity}, ${d.revenue}, ${d.cogs}
    from ${d}
    where ${d.businessId} = ${businessId} and ${d.day} between ${from}::date and ${to}::date
      and (${d.day} < ${firstWhole} or ${d.day} >= ${afterWhole})`;
}
