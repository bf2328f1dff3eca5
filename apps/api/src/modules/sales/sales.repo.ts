import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@app/contracts';
import { saleItems, sales, staffMembers, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type SaleRow = typeof sales.$inferSelect;
export type NewSale = typeof sales.$inferInsert;
export type SalePatch = Partial<Omit<NewSale, 'id' | 'businessId' | 'receiptNumber' | 'createdAt'>>;
export type SaleItemRow = typeof saleItems.$inferSelect;
export type NewSaleItem = typeof saleItems.$inferInsert;

const s = sales;
const si = saleItems;

/** Chunked: a statement carries at most 65,535 parameters. */
export async function insertSaleItems(tx: DbOrTx, values: NewSaleItem[]) {
  for (let i = 0; i < values.length; i += 2000) {
    await tx.insert(si).values(values.slice(i, i + 2000));
  }
}

export async function deleteSaleItems(tx: DbOrTx, saleId: string) {
  await tx.delete(si).where(eq(si.saleId, saleId));
}

export async function updateSale(tx: DbOrTx, id: string, patch: SalePatch) {
  await tx
    .update(s)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(s.id, id));
}

export async function deleteSale(tx: DbOrTx, businessId: string, id: string) {
  await tx.delete(s).where(and(eq(s.id, id), eq(s.businessId, businessId)));
}

/** Locks the sale until the transaction ends (an edit or a delete). */
export async function lockSale(tx: DbOrTx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.businessId, businessId)))
    .for('update')
    .limit(1);
  return row;
}

/** Whose sale an id is, whatever the business (a client-made id, a receipt code). */
export async function findSaleOwner(db: DbOrTx, id: string) {
  const [row] = await db.select({ businessId: s.businessId }).from(s).where(eq(s.id, id)).limit(1);
  return row;
}

const saleColumns = { sale: s, createdByUsername: users.username, staffName: staffMembers.name };

export async function findSales(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(saleColumns)
    .from(s)
    .leftJoin(users, eq(users.id, s.createdBy))
    .leftJoin(staffMembers, eq(staffMembers.id, s.staffId))
    .where(and(eq(s.businessId, businessId), inArray(s.id, ids)));
}

export async function findLines(db: DbOrTx, saleIds: string[]) {
  if (saleIds.length === 0) return [];
  return db
    .select()
    .from(si)
    .where(inArray(si.saleId, saleIds))
    .orderBy(asc(si.saleId), asc(si.position));
}

export interface SaleListFilter {
  businessId: string;
  customerId?: string;
  productId?: string;
  paymentMethod?: PaymentMethod;
  /** SQL bounds on sold_at, already resolved to instants. */
  from?: SQL;
  to?: SQL;
  after?: { soldAt: string; id: string };
  limit: number;
}

/** Newest first, keyset on (sold_at, id) descending; the sold_at text keeps its microseconds. */
export async function listSales(db: DbOrTx, f: SaleListFilter) {
  const conditions: SQL[] = [eq(s.businessId, f.businessId)];
  if (f.customerId) conditions.push(eq(s.customerId, f.customerId));
  if (f.paymentMethod) conditions.push(eq(s.paymentMethod, f.paymentMethod));
  if (f.productId) {
    conditions.push(
      sql`exists (select 1 from ${si} where ${si.saleId} = ${s.id} and ${si.productId} = ${f.productId})`,
    );
  }
  if (f.from) conditions.push(sql`${s.soldAt} >= ${f.from}`);
  if (f.to) conditions.push(sql`${s.soldAt} < ${f.to}`);
  if (f.after) {
    conditions.push(
      sql`(${s.soldAt}, ${s.id}) < (${f.after.soldAt}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  return db
    .select({ ...saleColumns, sortKey: sql<string>`${s.soldAt}::text` })
    .from(s)
    .leftJoin(users, eq(users.id, s.createdBy))
    .leftJoin(staffMembers, eq(staffMembers.id, s.staffId))
    .where(and(...conditions))
    .orderBy(desc(s.soldAt), desc(s.id))
    .limit(f.limit);
}
