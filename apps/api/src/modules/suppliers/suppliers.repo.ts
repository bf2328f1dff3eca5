import { and, asc, eq, sql } from 'drizzle-orm';
import { purchaseOrders, supplierPayments, suppliers } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type SupplierPatch = Partial<
  Pick<NewSupplier, 'name' | 'phone' | 'whatsapp' | 'email' | 'notes'>
>;
export type SupplierPaymentRow = typeof supplierPayments.$inferSelect;
export type SupplierWithBalance = SupplierRow & { received: string; paid: string };

const s = suppliers;

/**
 * What was received from each supplier (the orders' received values) and what was paid, summed
 * in SQL: numeric, never floats.
 */
// Qualified by hand: inside a select list Drizzle names columns without their table.
const received = sql<string>`(select coalesce(sum(po.received_value), 0)::text
  from purchase_orders po where po.supplier_id = "suppliers"."id")`;
const paid = sql<string>`(select coalesce(sum(sp.amount), 0)::text
  from supplier_payments sp where sp.supplier_id = "suppliers"."id")`;
const withBalance = { row: s, received, paid };

const flatten = (r: { row: SupplierRow; received: string; paid: string }): SupplierWithBalance => ({
  ...r.row,
  received: r.received,
  paid: r.paid,
});

export async function findSupplier(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select(withBalance)
    .from(s)
    .where(and(eq(s.id, id), eq(s.businessId, businessId)))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function supplierExists(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, id), eq(s.businessId, businessId)))
    .limit(1);
  return row !== undefined;
}

/** Every supplier of the business by name; `search` matches any part of the name or phone. */
export async function listSuppliers(db: DbOrTx, businessId: string, search?: string) {
  const conditions = [eq(s.businessId, businessId)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${s.name} ilike ${pattern} or ${s.phone} ilike ${pattern} or ${s.whatsapp} ilike ${pattern})`,
    );
  }
  const rows = await db
    .select(withBalance)
    .from(s)
    .where(and(...conditions))
    .orderBy(sql`lower(${s.name})`, asc(s.id));
  return rows.map(flatten);
}

export async function insertSupplier(db: DbOrTx, values: NewSupplier) {
  const [row] = await db.insert(s).values(values).returning({ id: s.id });
  return row!.id;
}

export async function updateSupplier(
  db: DbOrTx,
  businessId: string,
  id: string,
  patch: SupplierPatch,
) {
  const [row] = await db
    .update(s)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(s.id, id), eq(s.businessId, businessId)))
    .returning({ id: s.id });
  return row !== undefined;
}

/** Whether the supplier has orders or payments (the history a delete would lose). */
export async function hasHistory(db: DbOrTx, id: string) {
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.supplierId, id))
    .limit(1);
  if (order) return true;
  const [payment] = await db
    .select({ id: supplierPayments.id })
    .from(supplierPayments)
    .where(eq(supplierPayments.supplierId, id))
    .limit(1);
  return payment !== undefined;
}

export async function deleteSupplier(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .delete(s)
    .where(and(eq(s.id, id), eq(s.businessId, businessId)))
    .returning({ id: s.id });
  return row !== undefined;
}

/** Locks the supplier row: a delete and a new payment or order cannot cross. */
export async function lockSupplier(tx: DbOrTx, businessId: string, id: string) {
  const [row] = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, id), eq(s.businessId, businessId)))
    .for('update')
    .limit(1);
  return row !== undefined;
}

export async function insertPayment(db: DbOrTx, values: typeof supplierPayments.$inferInsert) {
  const [row] = await db.insert(supplierPayments).values(values).returning();
  return row!;
}

export async function listPayments(db: DbOrTx, businessId: string, supplierId: string) {
  return db
    .select()
    .from(supplierPayments)
    .where(
      and(eq(supplierPayments.businessId, businessId), eq(supplierPayments.supplierId, supplierId)),
    )
    .orderBy(sql`${supplierPayments.createdAt} desc`, asc(supplierPayments.id));
}
