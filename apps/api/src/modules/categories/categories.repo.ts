import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { categories } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryPatch = Partial<Pick<CategoryRow, 'name' | 'description'>>;

const c = categories;
// Spelled out: drizzle leaves columns unqualified in a one-table select, which would make the
// correlated subquery compare the items' own columns.
const itemCount = sql<number>`(select count(*) from "inventory_items" as counted where counted.category_id = "categories"."id")::integer`;
const withCount = { ...getTableColumns(categories), itemCount };

export async function listCategories(db: DbOrTx, businessId: string) {
  return db
    .select(withCount)
    .from(c)
    .where(eq(c.businessId, businessId))
    .orderBy(asc(c.position), asc(c.createdAt), asc(c.id));
}

export async function findCategory(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select(withCount)
    .from(c)
    .where(and(eq(c.businessId, businessId), eq(c.id, id)))
    .limit(1);
  return row;
}

export async function countCategories(db: DbOrTx, businessId: string) {
  const [row] = await db.select({ n: count() }).from(c).where(eq(c.businessId, businessId));
  return row?.n ?? 0;
}

/** New categories go to the end of the business's order. */
export async function insertCategories(
  db: DbOrTx,
  businessId: string,
  values: { name: string; description?: string | null }[],
) {
  if (values.length === 0) return [];
  const [last] = await db
    .select({ max: sql<number | null>`max(${c.position})` })
    .from(c)
    .where(eq(c.businessId, businessId));
  const start = (last?.max ?? -1) + 1;
  return db
    .insert(c)
    .values(values.map((v, n) => ({ ...v, businessId, position: start + n })))
    .returning();
}

export async function updateCategory(
  db: DbOrTx,
  businessId: string,
  id: string,
  patch: CategoryPatch,
) {
  const [row] = await db
    .update(c)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(c.businessId, businessId), eq(c.id, id)))
    .returning({ id: c.id });
  return row;
}

/** Its products keep existing, uncategorised (inventory_items.category_id ON DELETE SET NULL). */
export async function deleteCategory(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .delete(c)
    .where(and(eq(c.businessId, businessId), eq(c.id, id)))
    .returning({ id: c.id });
  return row;
}

/** The business's category ids, locked so a concurrent create or delete waits for a reorder. */
export async function lockCategoryIds(tx: DbOrTx, businessId: string) {
  const rows = await tx
    .select({ id: c.id })
    .from(c)
    .where(eq(c.businessId, businessId))
    .for('update');
  return rows.map((r) => r.id);
}

/** position = index in `ids`, in one statement. */
export async function setPositions(tx: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${c} set position = o.position - 1, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as o(id, position)
    where ${c.id} = o.id and ${c.businessId} = ${businessId}`);
}

/** Categories of the business by name, ignoring case. */
export async function findCategoriesByNames(db: DbOrTx, businessId: string, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(
      and(
        eq(c.businessId, businessId),
        inArray(
          sql`lower(${c.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

/** Changes whenever a category is added, renamed, moved or removed (the public shop's cache key). */
export async function categoriesFingerprint(db: DbOrTx, businessId: string): Promise<string> {
  const [row] = await db
    .select({
      hash: sql<string>`coalesce(md5(string_agg(${c.id}::text || ':' || ${c.position} || ':' || ${c.name}, ',' order by ${c.id})), '')`,
    })
    .from(c)
    .where(eq(c.businessId, businessId));
  return row?.hash ?? '';
}
