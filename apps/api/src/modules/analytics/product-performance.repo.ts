import { sql } from 'drizzle-orm';
import { inventoryItems, rollupDayProducts } from '#src/db/schema/index.ts';
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
 * Read from the per-day product rollups (ADR 033).
 */
export async function productPerformance(
  db: DbOrTx,
  q: { businessId: string; timezone: string; from: string; to: string; defaultThreshold: number },
): Promise<ProductPerformanceRow[]> {
  const p = rollupDayProducts;
  const inv = inventoryItems;
  const result = await db.execute(sql`
    with sums as (
      select ${p.productId} as product_id, ${p.name} as orphan_name,
             sum(${p.quantity})::integer as quantity, sum(${p.cogs}) as cogs,
             round(sum(${p.revenue}), 2) as revenue
      from ${p}
      where ${p.businessId} = ${q.businessId} and ${p.day} between ${q.from}::date and ${q.to}::date
      group by ${p.productKey}, 1, 2
      having sum(${p.quantity}) > 0
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
