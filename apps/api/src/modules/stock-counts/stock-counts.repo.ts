import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { StockCountStatus } from '@app/contracts';
import {
  inventoryItems,
  stockCountLines,
  stockCounts,
  stockEntries,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type StockCountRow = typeof stockCounts.$inferSelect;
const c = stockCounts;
const l = stockCountLines;
const i = inventoryItems;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Serialises the starts of counts in one business, so two counts never take the same item. A
 * NO KEY UPDATE lock: sales inserting rows that reference the business (KEY SHARE) never wait.
 */
export async function lockBusinessForCounts(tx: DbOrTx, businessId: string) {
  await tx.execute(sql`select 1 from businesses where id = ${businessId} for no key update`);
}

/** The items a count starts with (id, name), in name order, at most `limit`. */
export async function scopeItems(
  db: DbOrTx,
  businessId: string,
  scope: { productIds?: string[]; categoryId?: string },
  limit: number,
) {
  const conditions = [eq(i.businessId, businessId)];
  if (scope.productIds) conditions.push(inArray(i.id, scope.productIds));
  if (scope.categoryId) conditions.push(eq(i.categoryId, scope.categoryId));
  return db
    .select({ id: i.id, name: i.name })
    .from(i)
    .where(and(...conditions))
    .orderBy(sql`lower(${i.name})`, i.id)
    .limit(limit);
}

/** Names of the items among `productIds` already in another open count of the business. */
export async function itemsInOpenCounts(db: DbOrTx, businessId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ name: l.productName })
    .from(l)
    .innerJoin(c, eq(c.id, l.countId))
    .where(
      and(eq(l.businessId, businessId), eq(c.status, 'open'), inArray(l.productId, productIds)),
    )
    .limit(5);
  return rows.map((r) => r.name);
}

export async function insertCount(db: DbOrTx, values: typeof stockCounts.$inferInsert) {
  const [row] = await db.insert(c).values(values).returning();
  return row!;
}

export async function insertLines(
  db: DbOrTx,
  countId: string,
  businessId: string,
  items: { id: string; name: string }[],
) {
  // Chunked: a statement carries at most 65,535 parameters.
  for (let k = 0; k < items.length; k += 1000) {
    await db.insert(l).values(
      items.slice(k, k + 1000).map((item) => ({
        countId,
        businessId,
        productId: item.id,
        productName: item.name,
      })),
    );
  }
}

export async function findCount(db: DbOrTx, businessId: string, countId: string, lock = false) {
  const query = db
    .select()
    .from(c)
    .where(and(eq(c.id, countId), eq(c.businessId, businessId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listLines(db: DbOrTx, countId: string) {
  return db
    .select({
      productId: l.productId,
      productName: sql<string>`coalesce(${i.name}, ${l.productName})`,
      sku: i.sku,
      barcode: i.barcode,
      counted: l.counted,
      expected: l.expected,
      unitCost: l.unitCost,
      countedAt: l.countedAt,
    })
    .from(l)
    .leftJoin(i, eq(i.id, l.productId))
    .where(eq(l.countId, countId))
    .orderBy(sql`lower(coalesce(${i.name}, ${l.productName}))`, l.productId);
}

/**
 * Saves counted quantities: each line's expected stock and cost are the item's when it was
 * counted: now, or `countedAgoMs` ago (a count kept offline), the stock now less the stock
 * entries written since. Returns the product ids saved (a product not in the count is not).
 */
export async function saveLines(
  db: DbOrTx,
  countId: string,
  userId: string,
  lines: { productId: string; counted: number; countedAgoMs?: number }[],
) {
  const values = lines.map((l) => ({ ...l, countedAgoMs: l.countedAgoMs ?? 0 }));
  const saved = rowsOf<{ product_id: string }>(
    await db.execute(sql`
      update ${l} set counted = v.counted,
        expected = ${i.stock} - coalesce((
          select sum(e.quantity_change) from ${stockEntries} e
          where e.product_id = ${i.id} and v."countedAgoMs" > 0
            and e.created_at > now() - v."countedAgoMs" * interval '1 millisecond'), 0),
        unit_cost = ${i.cost},
        counted_at = now() - v."countedAgoMs" * interval '1 millisecond',
        counted_by = ${userId}::uuid
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v("productId" uuid, counted integer, "countedAgoMs" bigint),
        ${i}
      where ${l.countId} = ${countId}::uuid and ${l.productId} = v."productId"
        and ${i.id} = ${l.productId}
      returning ${l.productId} as product_id`),
  );
  return saved.map((r) => r.product_id);
}

/** The counted lines' adjustments (counted - expected), zero ones included. */
export async function countedLines(db: DbOrTx, countId: string) {
  return db
    .select({ productId: l.productId, quantity: sql<number>`${l.counted} - ${l.expected}` })
    .from(l)
    .where(and(eq(l.countId, countId), isNotNull(l.counted)))
    .orderBy(l.productId);
}

export async function setStatus(
  db: DbOrTx,
  countId: string,
  status: Exclude<StockCountStatus, 'open'>,
  userId: string,
) {
  const now = sql`now()`;
  await db
    .update(c)
    .set(
      status === 'applied'
        ? { status, appliedAt: now, appliedBy: userId, updatedAt: now }
        : { status, cancelledAt: now, updatedAt: now },
    )
    .where(eq(c.id, countId));
}

export async function touchCount(db: DbOrTx, countId: string) {
  await db
    .update(c)
    .set({ updatedAt: sql`now()` })
    .where(eq(c.id, countId));
}

/** Counts with their totals summed in SQL (numeric: exact). */
export async function listCounts(
  db: DbOrTx,
  businessId: string,
  status: StockCountStatus | undefined,
  limit: number,
) {
  const conditions = [eq(c.businessId, businessId)];
  if (status) conditions.push(eq(c.status, status));
  const diff = sql`(${l.counted} - ${l.expected})`;
  return db
    .select({
      count: c,
      items: sql<number>`count(${l.productId})::integer`,
      counted: sql<number>`count(${l.counted})::integer`,
      varianceQuantity: sql<number>`coalesce(sum(${diff}), 0)::integer`,
      varianceValue: sql<string>`coalesce(sum(${diff} * ${l.unitCost}), 0)::text`,
      shortQuantity: sql<number>`coalesce(sum(-${diff}) filter (where ${diff} < 0), 0)::integer`,
      shortValue: sql<string>`coalesce(sum(-${diff} * ${l.unitCost}) filter (where ${diff} < 0), 0)::text`,
      overQuantity: sql<number>`coalesce(sum(${diff}) filter (where ${diff} > 0), 0)::integer`,
      overValue: sql<string>`coalesce(sum(${diff} * ${l.unitCost}) filter (where ${diff} > 0), 0)::text`,
    })
    .from(c)
    .leftJoin(l, eq(l.countId, c.id))
    .where(and(...conditions))
    .groupBy(c.id)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit);
}
