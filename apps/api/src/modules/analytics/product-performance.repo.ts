import { sql } from 'drizzle-orm';
import { inventoryItems } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { productRollupRows } from './range-rollups.ts';

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
 * Read from the per-day product rollups (ADR 034).
 */
export async function productPerformance(
  db: DbOrTx,
  q: {
    businessId: string;
    timezone: string;
    from: string;
    to: string;
    /** The business's local day (which buckets hold no rows yet, range-rollups.ts). */
    today: string;
    defaultThreshold: number;
  },
): Promise<ProductPerformanceRow[]> {
  const inv = inventoryItems;
  const result = await db.execute(sql`
    with sums as (
      select product_id, name as orphan_name, sum(quantity)::integer as quantity, sum(cogs) as cogs,
             round(sum(revenue), 2) as revenue
      from (${productRollupRows(q.businessId, q.from, q.to, q.today)}) x
      group by product_key, product_id, name
      having sum(quantity) > 0
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
