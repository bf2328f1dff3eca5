import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_BUSINESS_SETTINGS, type StockEntryType } from '@app/contracts';
import { businesses, inventoryItems, stockEntries, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { uuidArray } from '#src/platform/uuid-array.ts';

export type StockEntryRow = typeof stockEntries.$inferSelect;
export type NewStockEntry = typeof stockEntries.$inferInsert;

export interface StockUpdate {
  businessId: string;
  productId: string;
  quantity: number;
  /** When false, the update only happens if the stock stays at 0 or more. */
  allowNegative: boolean;
  /** A restock's unit cost: the item's cost becomes the weighted average. */
  averageInCost: string | null;
  /** A cost set outright (a purchase received, averaged by its caller); wins over the above. */
  setCost?: string | null;
}

/** The item's low-stock level: its own, else its business's setting, else the default. */
const lowStockThreshold = sql<number>`coalesce(${inventoryItems.lowStockThreshold},
  (select (${businesses.settings}->>'lowStockThreshold')::integer from ${businesses}
    where ${businesses.id} = ${inventoryItems.businessId}),
  ${DEFAULT_BUSINESS_SETTINGS.lowStockThreshold}::integer)`;

/**
 * The item's cost after a change of `quantity`, an UPDATE's SET expression over the row's old
 * values: with a restock's unit cost, the weighted moving average of what was on hand and what
 * came in; else unchanged.
 */
export function costAfter(quantity: number, averageInCost: string | null): SQL {
  const i = inventoryItems;
  if (averageInCost === null) return sql`${i.cost}`;
  const q = sql`${quantity}::integer`;
  const onHand = sql`greatest(${i.stock}, 0)`;
  return sql`round((${onHand} * ${i.cost} + ${q} * ${averageInCost}::numeric) / (${onHand} + ${q}), 2)`;
}

/**
 * The one statement that changes stock: PostgreSQL re-checks the WHERE after taking the row
 * lock, so concurrent changes serialise on the row and none can take the stock below zero.
 * In SET every column reads its value before the update, so the average uses the old stock.
 */
export async function updateStock(tx: DbOrTx, change: StockUpdate) {
  const i = inventoryItems;
  const q = sql`${change.quantity}::integer`;
  // A purchase received sets the cost its service computed under the row lock.
  const cost =
    change.setCost != null
      ? sql`${change.setCost}::numeric`
      : costAfter(change.quantity, change.averageInCost);
  const conditions = [eq(i.id, change.productId), eq(i.businessId, change.businessId)];
  if (!change.allowNegative && change.quantity < 0) conditions.push(sql`${i.stock} + ${q} >= 0`);
  const [row] = await tx
    .update(i)
    .set({ stock: sql`${i.stock} + ${q}`, cost, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({
      id: i.id,
      name: i.name,
      stock: i.stock,
      cost: i.cost,
      lowStockThreshold: sql<number>`${lowStockThreshold}`.mapWith(Number),
    });
  return row;
}

/** Adds each quantity to its item's stock in one statement; returns the new levels. */
export async function addToStocks(
  tx: DbOrTx,
  businessId: string,
  changes: { productId: string; quantity: number }[],
) {
  const i = inventoryItems;
  const result = await tx.execute(sql`
    update ${i} set stock = ${i.stock} + v.quantity, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v("productId" uuid, quantity integer)
    where ${i.id} = v."productId" and ${i.businessId} = ${businessId}
      and ${i.id} = any(${uuidArray(changes.map((c) => c.productId))})
    returning ${i.id}, ${i.name}, ${i.stock}, ${lowStockThreshold} as "lowStockThreshold"`);
  // node-postgres and PGlite both answer { rows } with one object a row.
  return (
    result as unknown as {
      rows: { id: string; name: string; stock: number; lowStockThreshold: number }[];
    }
  ).rows;
}

export async function findStockLevel(db: DbOrTx, businessId: string, productId: string) {
  const [row] = await db
    .select({ id: inventoryItems.id, name: inventoryItems.name, stock: inventoryItems.stock })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, productId), eq(inventoryItems.businessId, businessId)))
    .limit(1);
  return row;
}

/** Entries are stamped with the time of the write, after the row lock: the history's order. */
export async function insertEntries(tx: DbOrTx, values: NewStockEntry[]) {
  if (values.length === 0) return [];
  return tx
    .insert(stockEntries)
    .values(values.map((v) => ({ ...v, createdAt: sql`clock_timestamp()` })))
    .returning();
}

export interface EntryFilter {
  businessId: string;
  productId?: string;
  type?: StockEntryType;
  /** SQL bounds on created_at, already resolved to instants. */
  from?: SQL;
  to?: SQL;
}

function entryConditions(f: EntryFilter) {
  const e = stockEntries;
  const conditions = [eq(e.businessId, f.businessId)];
  if (f.productId) conditions.push(eq(e.productId, f.productId));
  if (f.type) conditions.push(eq(e.type, f.type));
  if (f.from) conditions.push(sql`${e.createdAt} >= ${f.from}`);
  if (f.to) conditions.push(sql`${e.createdAt} < ${f.to}`);
  return and(...conditions);
}

export const entryColumns = {
  entry: stockEntries,
  currentName: inventoryItems.name,
  createdByUsername: users.username,
};

export async function listEntries(db: DbOrTx, f: EntryFilter, limit: number, offset: number) {
  return db
    .select(entryColumns)
    .from(stockEntries)
    .leftJoin(inventoryItems, eq(inventoryItems.id, stockEntries.productId))
    .leftJoin(users, eq(users.id, stockEntries.createdBy))
    .where(entryConditions(f))
    .orderBy(desc(stockEntries.createdAt), desc(stockEntries.id))
    .limit(limit)
    .offset(offset);
}

export async function countEntries(db: DbOrTx, f: EntryFilter) {
  const [row] = await db.select({ n: count() }).from(stockEntries).where(entryConditions(f));
  return row?.n ?? 0;
}

export async function findUsername(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.username ?? null;
}
