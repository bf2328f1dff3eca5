import { and, desc, eq, sql } from 'drizzle-orm';
import type { ShopOrderStatus } from '@app/contracts';
import { shopCatalogs, shopOrders } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type CatalogRow = typeof shopCatalogs.$inferSelect;
export type CatalogPatch = Partial<Omit<CatalogRow, 'businessId' | 'updatedAt'>>;
export type OrderRow = typeof shopOrders.$inferSelect;
export type NewOrder = typeof shopOrders.$inferInsert;

export async function findCatalog(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select()
    .from(shopCatalogs)
    .where(eq(shopCatalogs.businessId, businessId))
    .limit(1);
  return row;
}

/** Creates the row on first change; `updated_at` moves on every write (the shop's cache key). */
export async function upsertCatalog(db: DbOrTx, businessId: string, patch: CatalogPatch) {
  const [row] = await db
    .insert(shopCatalogs)
    .values({ businessId, ...patch })
    .onConflictDoUpdate({
      target: shopCatalogs.businessId,
      set: { ...patch, updatedAt: sql`clock_timestamp()` },
    })
    .returning();
  return row!;
}

export async function insertOrder(db: DbOrTx, values: NewOrder) {
  const [row] = await db.insert(shopOrders).values(values).returning();
  return row!;
}

export async function findOrder(db: DbOrTx, businessId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.businessId, businessId), eq(shopOrders.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface OrderCursor {
  createdAt: string;
  id: string;
}

/** Newest first, keyset paged on (created_at, id). */
export async function listOrders(
  db: DbOrTx,
  businessId: string,
  { status, cursor, limit }: { status?: ShopOrderStatus; cursor?: OrderCursor; limit: number },
) {
  return db
    .select({ row: shopOrders, createdAtText: sql<string>`${shopOrders.createdAt}::text` })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.businessId, businessId),
        status ? eq(shopOrders.status, status) : undefined,
        cursor
          ? sql`(${shopOrders.createdAt}, ${shopOrders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(limit + 1);
}

export async function countNewOrders(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(shopOrders)
    .where(and(eq(shopOrders.businessId, businessId), eq(shopOrders.status, 'new')));
  return row?.n ?? 0;
}

export async function updateOrder(
  db: DbOrTx,
  businessId: string,
  id: string,
  patch: Partial<Pick<OrderRow, 'status' | 'saleId'>>,
) {
  const [row] = await db
    .update(shopOrders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(shopOrders.businessId, businessId), eq(shopOrders.id, id)))
    .returning();
  return row!;
}
