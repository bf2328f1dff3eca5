import { sql } from 'drizzle-orm';
import { inventoryItems, saleItems, sales } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export interface ReorderRow {
  id: string;
  name: string;
  stock: number;
  level: number;
  cost: string;
  supplier_id: string | null;
  sold: number;
}

/**
 * Every item of the business with its low-stock level and the units sold since `since` (the last
 * 28 days): one pass over the business's items and one over its recent sale lines.
 */
export async function listItemsWithSales(
  db: DbOrTx,
  businessId: string,
  defaultLevel: number,
  since: Date,
): Promise<ReorderRow[]> {
  const i = inventoryItems;
  const result = await db.execute(sql`
    with sold as (
      select si.product_id, sum(si.quantity)::integer as sold
      from ${saleItems} si join ${sales} s on s.id = si.sale_id
      where si.business_id = ${businessId} and s.business_id = ${businessId}
        and s.sold_at >= ${since.toISOString()}::timestamptz and si.product_id is not null
      group by si.product_id
    )
    select ${i.id} as id, ${i.name} as name, ${i.stock} as stock,
      coalesce(${i.lowStockThreshold}, ${defaultLevel}::integer) as level,
      ${i.cost}::text as cost, ${i.supplierId} as supplier_id, coalesce(sold.sold, 0) as sold
    from ${i} left join sold on sold.product_id = ${i.id}
    where ${i.businessId} = ${businessId}
    order by lower(${i.name}), ${i.id}`);
  return (result as unknown as { rows: ReorderRow[] }).rows.map((r) => ({
    ...r,
    stock: Number(r.stock),
    level: Number(r.level),
    sold: Number(r.sold),
  }));
}
