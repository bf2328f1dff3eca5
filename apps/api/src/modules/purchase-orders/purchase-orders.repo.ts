import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect & { supplierName: string };
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type NewLine = Omit<typeof purchaseOrderLines.$inferInsert, 'purchaseOrderId'>;
export type OrderPatch = Partial<
  Pick<
    typeof purchaseOrders.$inferInsert,
    'status' | 'supplierId' | 'note' | 'total' | 'receivedValue' | 'orderedAt'
  >
>;

const o = purchaseOrders;
const l = purchaseOrderLines;
const orderColumns = {
  id: o.id,
  businessId: o.businessId,
  supplierId: o.supplierId,
  number: o.number,
  status: o.status,
  note: o.note,
  total: o.total,
  receivedValue: o.receivedValue,
  orderedAt: o.orderedAt,
  createdBy: o.createdBy,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
  supplierName: suppliers.name,
};

/**
 * The business's next order number, taken with one upsert in the order's transaction: concurrent
 * orders queue on the counter row (as sale_counters does for receipts).
 */
export async function takeOrderNumber(tx: DbOrTx, businessId: string): Promise<number> {
  const [row] = await tx
    .insert(purchaseOrderCounters)
    .values({ businessId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: purchaseOrderCounters.businessId,
      set: { lastNumber: sql`${purchaseOrderCounters.lastNumber} + 1` },
    })
    .returning({ n: purchaseOrderCounters.lastNumber });
  return row!.n;
}

export async function insertOrder(tx: DbOrTx, values: typeof purchaseOrders.$inferInsert) {
  const [row] = await tx.insert(o).values(values).returning({ id: o.id });
  return row!.id;
}

export async function replaceLines(tx: DbOrTx, orderId: string, lines: NewLine[]) {
  await tx.delete(l).where(eq(l.purchaseOrderId, orderId));
  if (lines.length > 0) {
    await tx.insert(l).values(lines.map((line) => ({ ...line, purchaseOrderId: orderId })));
  }
}

export async function updateOrder(tx: DbOrTx, businessId: string, id: string, patch: OrderPatch) {
  await tx
    .update(o)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(o.id, id), eq(o.businessId, businessId)));
}

export async function findOrder(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select(orderColumns)
    .from(o)
    .innerJoin(suppliers, eq(suppliers.id, o.supplierId))
    .where(and(eq(o.id, id), eq(o.businessId, businessId)))
    .limit(1);
  return row;
}

/**
 * Locks the order row until the transaction ends: receipts of the same order queue here, so two
 * deliveries recorded at once never receive more than a line has left.
 */
export async function lockOrder(tx: DbOrTx, businessId: string, id: string) {
  const [row] = await tx
    .select({ id: o.id, status: o.status, receivedValue: o.receivedValue })
    .from(o)
    .where(and(eq(o.id, id), eq(o.businessId, businessId)))
    .for('update')
    .limit(1);
  return row;
}

export async function listOrders(
  db: DbOrTx,
  businessId: string,
  filter: { supplierId?: string; status?: string },
) {
  const conditions = [eq(o.businessId, businessId)];
  if (filter.supplierId) conditions.push(eq(o.supplierId, filter.supplierId));
  if (filter.status) conditions.push(sql`${o.status} = ${filter.status}`);
  return db
    .select(orderColumns)
    .from(o)
    .innerJoin(suppliers, eq(suppliers.id, o.supplierId))
    .where(and(...conditions))
    .orderBy(desc(o.number))
    .limit(500);
}

export async function listLines(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(l)
    .where(inArray(l.purchaseOrderId, orderIds))
    .orderBy(asc(l.purchaseOrderId), asc(l.position));
}

export async function addReceived(tx: DbOrTx, lineId: string, quantity: number) {
  await tx
    .update(l)
    .set({ receivedQuantity: sql`${l.receivedQuantity} + ${quantity}::integer` })
    .where(eq(l.id, lineId));
}
