import { and, asc, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { InventorySort } from '@app/contracts';
import { categories, inventoryItems, saleItems } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type NewItem = typeof inventoryItems.$inferInsert;
export type ItemPatch = Partial<Omit<NewItem, 'id' | 'businessId' | 'stock' | 'createdAt'>>;

const i = inventoryItems;
/** An item as every answer carries it: its columns plus its category's name. */
const itemColumns = { ...getTableColumns(inventoryItems), categoryName: categories.name };
export type ItemRow = typeof inventoryItems.$inferSelect & { categoryName: string | null };
export type ItemRowWithoutCategory = typeof inventoryItems.$inferSelect;

const selectItems = (db: DbOrTx) =>
  db.select(itemColumns).from(i).leftJoin(categories, eq(categories.id, i.categoryId));

export async function findItem(db: DbOrTx, businessId: string, id: string) {
  const [row] = await selectItems(db)
    .where(and(eq(i.id, id), eq(i.businessId, businessId)))
    .limit(1);
  return row;
}

/** `findItem` with its sales count (`countSalesByProducts`'s) in the same statement. */
export async function findItemWithSalesCount(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select({
      ...itemColumns,
      salesCount: sql<number>`(select count(distinct ${saleItems.saleId})::integer
        from ${saleItems} where ${saleItems.businessId} = ${i.businessId}
          and ${saleItems.productId} = ${i.id})`.mapWith(Number),
    })
    .from(i)
    .leftJoin(categories, eq(categories.id, i.categoryId))
    .where(and(eq(i.id, id), eq(i.businessId, businessId)))
    .limit(1);
  return row;
}

/** Locks the item until the transaction ends (an edit that sets the counted stock). */
export async function lockItem(tx: DbOrTx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(i)
    .where(and(eq(i.id, id), eq(i.businessId, businessId)))
    .for('update')
    .limit(1);
  return row;
}

/** The business's items among `ids`, unlocked (a purchase order names them). */
export async function findItemsByIds(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(i)
    .where(and(inArray(i.id, ids), eq(i.businessId, businessId)));
}

/**
 * Several items locked in one statement (ADR 023): ORDER BY id sits below the row locks in the
 * plan, so rows are locked in id order, the same order one-by-one locking used (no deadlocks).
 */
export async function lockItems(tx: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(i)
    .where(and(inArray(i.id, ids), eq(i.businessId, businessId)))
    .orderBy(i.id)
    .for('update');
}

/** One item by barcode, SKU (any case) or exact name (the oldest), locked. */
export async function lockItemWhere(
  tx: DbOrTx,
  businessId: string,
  by: 'barcode' | 'sku' | 'name',
  value: string,
) {
  const match =
    by === 'barcode'
      ? eq(i.barcode, value)
      : by === 'sku'
        ? sql`lower(${i.sku}) = lower(${value})`
        : eq(i.name, value);
  const [row] = await tx
    .select()
    .from(i)
    .where(and(eq(i.businessId, businessId), match))
    .orderBy(i.createdAt, i.id)
    .limit(1)
    .for('update');
  return row;
}

export async function insertItems(tx: DbOrTx, values: NewItem[]) {
  if (values.length === 0) return [];
  return tx.insert(i).values(values).returning({
    id: i.id,
    name: i.name,
    stock: i.stock,
    cost: i.cost,
  });
}

export async function updateItem(db: DbOrTx, businessId: string, id: string, patch: ItemPatch) {
  const [row] = await db
    .update(i)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(i.id, id), eq(i.businessId, businessId)))
    .returning({ id: i.id });
  return row;
}

/** Merges the keys into the stored settings in one statement (jsonb ||). */
export async function mergeItemSettings(
  db: DbOrTx,
  businessId: string,
  id: string,
  settings: Record<string, unknown>,
) {
  const [row] = await db
    .update(i)
    .set({
      settings: sql`${i.settings} || ${JSON.stringify(settings)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(i.id, id), eq(i.businessId, businessId)))
    .returning({ id: i.id });
  return row;
}

export async function deleteItem(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .delete(i)
    .where(and(eq(i.id, id), eq(i.businessId, businessId)))
    .returning({ image: i.image });
  return row;
}

/** Items by SKU, case-insensitively (the unique index is on lower(sku)); locked with `lock`. */
export async function findItemsBySkus(
  db: DbOrTx,
  businessId: string,
  skus: string[],
  lock = false,
) {
  if (skus.length === 0) return [];
  const query = db
    .select()
    .from(i)
    .where(
      and(
        eq(i.businessId, businessId),
        inArray(
          sql`lower(${i.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
      ),
    );
  return lock ? query.for('update') : query;
}

/** One imported row an item: null fields stay as they are. */
export interface ImportedItemUpdate {
  id: string;
  name: string;
  barcode: string | null;
  category_id: string | null;
  price: string | null;
  cost: string | null;
  unit: string | null;
  description: string | null;
  show_in_shop: boolean | null;
}

/** Many items in one statement, from a jsonb array of rows. */
export async function updateItemsFromImport(
  tx: DbOrTx,
  businessId: string,
  rows: ImportedItemUpdate[],
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${i} set
      name = v.name,
      barcode = coalesce(v.barcode, ${i.barcode}),
      category_id = coalesce(v.category_id, ${i.categoryId}),
      price = coalesce(v.price, ${i.price}),
      cost = coalesce(v.cost, ${i.cost}),
      unit = coalesce(v.unit, ${i.unit}),
      description = coalesce(v.description, ${i.description}),
      show_in_shop = coalesce(v.show_in_shop, ${i.showInShop}),
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id uuid, name text, barcode text, category_id uuid, price numeric, cost numeric,
      unit text, description text, show_in_shop boolean)
    where ${i.id} = v.id and ${i.businessId} = ${businessId}`);
}

export async function findItemsByBarcodes(db: DbOrTx, businessId: string, barcodes: string[]) {
  if (barcodes.length === 0) return [];
  return db
    .select({ id: i.id, barcode: i.barcode })
    .from(i)
    .where(and(eq(i.businessId, businessId), inArray(i.barcode, barcodes)));
}

/** The sort key of each order, its text form (for cursors) and the cast back from that text. */
const SORT_KEYS: Record<
  InventorySort,
  { key: SQL; unindexed: SQL; text: SQL; cast: (v: string) => SQL }
> = {
  name: {
    key: sql`lower(${i.name})`,
    unindexed: sql`(lower(${i.name}) || '')`,
    text: sql`lower(${i.name})`,
    cast: (v) => sql`${v}::text`,
  },
  price: {
    key: sql`${i.price}`,
    unindexed: sql`(${i.price} + 0)`,
    text: sql`${i.price}::text`,
    cast: (v) => sql`${v}::numeric`,
  },
  stock: {
    key: sql`${i.stock}`,
    unindexed: sql`(${i.stock} + 0)`,
    text: sql`${i.stock}::text`,
    cast: (v) => sql`${v}::integer`,
  },
  // The text form keeps the microseconds a JS Date would drop.
  updated: {
    key: sql`${i.updatedAt}`,
    unindexed: sql`(${i.updatedAt} + interval '0 seconds')`,
    text: sql`${i.updatedAt}::text`,
    cast: (v) => sql`${v}::timestamptz`,
  },
};

export interface ItemListFilter {
  businessId: string;
  search?: string;
  categoryId?: string | 'none';
  lowStockAtDefault?: number;
  sort: InventorySort;
  order: 'asc' | 'desc';
  after?: { key: string; id: string };
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** At most this many words of a search are used. */
const MAX_SEARCH_WORDS = 8;

/**
 * The search as a prefix full-text query: 'rice 5' -> 'rice':* & '5':*. Only letters and
 * digits reach the query text, so nothing typed can change its syntax.
 */
export function searchQuery(search: string): string | null {
  const words =
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length > 0 ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

/**
 * Every word typed starts a word of the name (in any order), or the text starts the SKU or
 * the barcode, ignoring case. Each branch has its index (see db/schema/inventory.ts).
 */
export function searchCondition(search: string): SQL {
  const prefix = `${escapeLike(search.toLowerCase())}%`;
  const codes = sql`lower(${i.sku}) like ${prefix} or lower(${i.barcode}) like ${prefix}`;
  const query = searchQuery(search);
  if (!query) return sql`(${codes})`;
  return sql`(to_tsvector('simple', ${i.name}) @@ to_tsquery('simple', ${query}) or ${codes})`;
}

/** One page in keyset order: (key, id) after the cursor, so deep pages cost what the first does. */
export async function listItems(db: DbOrTx, f: ItemListFilter) {
  const sortKey = SORT_KEYS[f.sort];
  const { text, cast } = sortKey;
  // A search sorts its index matches: the same order through an expression no index has, so
  // the planner cannot walk the sort index filtering every row in hope of filling the page early
  // (measured on 20,000 items in PGlite: 50-100 ms when few match, against 4-40 ms this way).
  const key = f.search ? sortKey.unindexed : sortKey.key;
  const conditions: SQL[] = [eq(i.businessId, f.businessId)];
  if (f.search) conditions.push(searchCondition(f.search));
  if (f.categoryId === 'none') conditions.push(isNull(i.categoryId));
  else if (f.categoryId) conditions.push(eq(i.categoryId, f.categoryId));
  if (f.lowStockAtDefault !== undefined) {
    conditions.push(
      sql`${i.stock} <= coalesce(${i.lowStockThreshold}, ${f.lowStockAtDefault}::integer)`,
    );
  }
  if (f.after) {
    const cmp = f.order === 'asc' ? sql`>` : sql`<`;
    conditions.push(sql`(${key}, ${i.id}) ${cmp} (${cast(f.after.key)}, ${f.after.id}::uuid)`);
  }
  const dir = f.order === 'asc' ? asc : desc;
  return db
    .select({ ...itemColumns, sortKey: sql<string>`${text}` })
    .from(i)
    .leftJoin(categories, eq(categories.id, i.categoryId))
    .where(and(...conditions))
    .orderBy(dir(key), dir(i.id))
    .limit(f.limit);
}

/**
 * Items to restock, fewest first: 'out' at 0 or less, 'low' above 0 and at or under the
 * threshold in force (the item's, else the business default).
 */
export async function listStockAlerts(
  db: DbOrTx,
  businessId: string,
  kind: 'low' | 'out',
  defaultThreshold: number,
  limit: number,
) {
  const condition =
    kind === 'out'
      ? sql`${i.stock} <= 0`
      : sql`${i.stock} > 0 and ${i.stock} <= coalesce(${i.lowStockThreshold}, ${defaultThreshold}::integer)`;
  return selectItems(db)
    .where(and(eq(i.businessId, businessId), condition))
    .orderBy(asc(i.stock), sql`lower(${i.name})`, asc(i.id))
    .limit(limit);
}

/**
 * How many sales include each product; read here, not through the sales feature, so
 * dependencies point one way (sales -> inventory). */
export async function countSalesByProducts(db: DbOrTx, businessId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: sql<string>`${saleItems.productId}`,
      salesCount: sql<number>`count(distinct ${saleItems.saleId})::integer`,
    })
    .from(saleItems)
    .where(and(eq(saleItems.businessId, businessId), inArray(saleItems.productId, productIds)))
    .groupBy(saleItems.productId);
}

/** The items the public shop shows (showInShop), all or among `ids`, with the columns it needs. */
export async function listShopItems(db: DbOrTx, businessId: string, ids?: string[]) {
  return db
    .select({
      id: i.id,
      name: i.name,
      description: i.description,
      price: i.price,
      image: i.image,
      categoryId: i.categoryId,
      stock: i.stock,
      unit: i.unit,
      lowStockThreshold: i.lowStockThreshold,
      settings: i.settings,
    })
    .from(i)
    .where(
      and(
        eq(i.businessId, businessId),
        eq(i.showInShop, true),
        ids ? inArray(i.id, ids) : undefined,
      ),
    )
    .orderBy(sql`lower(${i.name})`, i.id);
}

/**
 * A cheap fingerprint of a business's items: any insert, update (each sets updated_at) or delete
 * changes the count or the sum, whatever order concurrent transactions commit in.
 */
export async function itemsFingerprint(db: DbOrTx, businessId: string): Promise<string> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)::text`,
      sum: sql<string>`coalesce(sum(extract(epoch from ${i.updatedAt})), 0)::text`,
    })
    .from(i)
    .where(eq(i.businessId, businessId));
  return `${row?.count ?? 0}:${row?.sum ?? 0}`;
}
