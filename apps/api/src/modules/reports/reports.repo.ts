import { sql } from 'drizzle-orm';
import { inventoryItems } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export interface StockValuationRow {
  /** True for the row of the whole business (GROUPING SETS' empty set). */
  isTotal: boolean;
  categoryId: string | null;
  valueAtCost: string;
  valueAtPrice: string;
  profit: string;
  itemCount: number;
  unitCount: string;
  lowStockCount: number;
  outOfStockCount: number;
}

/**
 * The stock valuation per category and for the whole business in one pass over the business's
 * items, summed exactly in numeric. Negative stock counts as none on the shelf.
 */
export async function stockValuation(db: DbOrTx, businessId: string, defaultThreshold: number) {
  const i = inventoryItems;
  const result = await db.execute(sql`
    with items as (
      select ${i.categoryId} as category_id, greatest(${i.stock}, 0) as on_hand, ${i.stock} as stock,
             ${i.cost} as cost, ${i.price} as price,
             coalesce(${i.lowStockThreshold}, ${defaultThreshold}::integer) as threshold
      from ${i} where ${i.businessId} = ${businessId}
    )
    select grouping(category_id) = 1 as "isTotal",
           category_id as "categoryId",
           coalesce(sum(on_hand * cost), 0)::text as "valueAtCost",
           coalesce(sum(on_hand * price), 0)::text as "valueAtPrice",
           coalesce(sum(on_hand * (price - cost)), 0)::text as "profit",
           count(*)::integer as "itemCount",
           coalesce(sum(on_hand), 0)::text as "unitCount",
           (count(*) filter (where stock > 0 and stock <= threshold))::integer as "lowStockCount",
           (count(*) filter (where stock <= 0))::integer as "outOfStockCount"
    from items
    group by grouping sets ((category_id), ())`);
  // node-postgres and PGlite both answer { rows } with one object a row.
  return (result as unknown as { rows: StockValuationRow[] }).rows;
}
