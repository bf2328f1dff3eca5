import { sql } from 'drizzle-orm';
import type { PurchaseOrder, Supplier } from '@app/contracts';
import type { TestContext } from '#test/app.ts';
import type { Shop } from '#src/modules/inventory/inventory.fixtures.ts';

/** Test fixtures shared by the suppliers and purchase orders tests. */
export async function createSupplier(
  t: TestContext,
  shop: Shop,
  body: object = {},
): Promise<Supplier> {
  const res = await t.app.inject({
    method: 'POST',
    url: shop.url('/suppliers'),
    headers: shop.owner.headers,
    payload: { name: 'Mama Ngozi Wholesale', phone: '+234 803 111 2222', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create supplier: ${res.statusCode} ${res.body}`);
  return res.json().supplier as Supplier;
}

export async function createOrder(
  t: TestContext,
  shop: Shop,
  body: { supplierId: string; lines: object[]; note?: string },
): Promise<PurchaseOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: shop.url('/purchase-orders'),
    headers: shop.owner.headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create order: ${res.statusCode} ${res.body}`);
  return res.json().purchaseOrder as PurchaseOrder;
}

export async function markOrdered(t: TestContext, shop: Shop, orderId: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: shop.url(`/purchase-orders/${orderId}`),
    headers: shop.owner.headers,
    payload: { status: 'ordered' },
  });
  if (res.statusCode !== 200) throw new Error(`mark ordered: ${res.statusCode} ${res.body}`);
  return res.json().purchaseOrder as PurchaseOrder;
}

/** Counts of what purchasing writes, to show a refusal wrote nothing. */
export async function purchasingCounts(t: TestContext, businessId: string) {
  const result = await t.database.db.execute(sql`
    select
      (select count(*) from stock_entries where business_id = ${businessId})::integer as entries,
      (select count(*) from purchase_orders where business_id = ${businessId})::integer as orders,
      (select coalesce(sum(received_quantity), 0) from purchase_order_lines
        where business_id = ${businessId})::integer as received,
      (select count(*) from supplier_payments where business_id = ${businessId})::integer as payments,
      (select count(*) from expenses where business_id = ${businessId})::integer as expenses,
      (select coalesce(sum(stock), 0) from inventory_items where business_id = ${businessId})::integer as stock,
      (select string_agg(cost::text, ',' order by id) from inventory_items
        where business_id = ${businessId}) as costs`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}
