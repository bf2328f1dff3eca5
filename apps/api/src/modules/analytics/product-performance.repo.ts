import { sql } from 'drizzle-orm';
import { inventoryItems, saleItems, sales } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export interface ProductPerformanceRow {
  /** Null for a deleted product, listed by the name it was sold under. */
  productId: string | null;
  name: string;
  /** Current stock and effective low-stock threshold; null for a deleted product. */
  stock: number | null;
  threshold: number | null;
  quantity: number;
  revenue: number;
  profit: number;
}

/**
 * Every product of the business with what it sold in a range of local days (zeros when it sold
 * nothing), and the deleted products that sold in it. A line's revenue is its amount less its
 * share of the sale's discount, as in the analytics ranking, so the products add up to revenue.
 */
export async function productPerformance(
  db: DbOrTx,
  q: { businessId: string; timezone: string; from: string; to: string; defaultThreshold: number },
): Promise<ProductPerformanceRow[]> {
  const s = sales;
  const i = saleItems;
  const inv = inventoryItems;
  const lower = sql`(${q.from}::date::timestamp at time zone ${q.timezone}::text)`;
  const upper = sql`((${q.to}::date + 1)::timestamp at time zone ${q.timezone}::text)`;
  const result = await db.execute(sql`
    with range_sales as (
      select ${s.id} as id,
             case when ${s.discount} > 0 then (${s.subtotal} - ${s.discount}) / ${s.subtotal} end as share
      from ${s}
      where ${s.businessId} = ${q.businessId} and ${s.soldAt} >= ${lower} and ${s.soldAt} < ${upper}
    ),
    sums as (
      select ${i.productId} as product_id,
             case when ${i.productId} is null then ${i.name} end as orphan_name,
             sum(${i.quantity})::integer as quantity, sum(${i.quantity} * ${i.cost}) as cogs,
             round(sum(case when rs.share is null then ${i.lineTotal} else ${i.lineTotal} * rs.share end), 2) as revenue
      from range_sales rs
      join ${i} on ${i.saleId} = rs.id and ${i.businessId} = ${q.businessId}
      group by 1, 2
    ),
    items as (
      select ${inv.id} as id, ${inv.name} as name, ${inv.stock} as stock,
             coalesce(${inv.lowStockThreshold}, ${q.defaultThreshold}::integer) as threshold
      from ${inv} where ${inv.businessId} = ${q.businessId}
    )
    select coalesce(json_agg(json_build_object(
      'productId', items.id, 'name', coalesce(items.name, sums.orphan_name),
      'stock', items.stock, 'threshold', items.threshold,
      'quantity', coalesce(sums.quantity, 0), 'revenue', coalesce(sums.revenue, 0),
      'profit', coalesce(sums.revenue - sums.cogs, 0))), '[]') as rows
    from items full join sums on sums.product_id = items.id
    where items.id is not null or sums.orphan_name is not null`);
  return (result as unknown as { rows: { rows: ProductPerformanceRow[] }[] }).rows[0]!.rows;
}
