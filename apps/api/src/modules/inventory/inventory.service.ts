import { randomInt } from 'node:crypto';
import {
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_ITEM_SETTINGS,
  INVENTORY_MESSAGES,
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_MAX_DIMENSION,
  STOCK_MESSAGES,
  STOCK_REPORT_LIST_LIMIT,
  type BusinessSettings,
  type CreateItemInput,
  type InventoryItem,
  type ItemSettingsInput,
  type ListItemsQuery,
  type UpdateItemInput,
  UUID_PATTERN,
  SUPPLIER_MESSAGES,
} from '@app/contracts';
import { inStoreEan13 } from '@app/contracts/domain/ean13';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as suppliersService from '#src/modules/suppliers/suppliers.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError, type FormInput } from '#src/platform/multipart.ts';
import { removeFile, saveImage, uploadUrl } from '#src/platform/storage.ts';
import { decodeCursor, encodeCursor } from './inventory-cursor.ts';
import * as repo from './inventory.repo.ts';

export const SKU_CONSTRAINT = 'inventory_items_business_sku_key';
export const BARCODE_CONSTRAINT = 'inventory_items_business_barcode_key';

export const itemNotFound = stockService.itemNotFound;

export const businessSettings = (access: BusinessAccess): BusinessSettings => ({
  ...DEFAULT_BUSINESS_SETTINGS,
  ...access.row.settings,
});

export function toItemDto(
  row: repo.ItemRow,
  defaultThreshold: number,
  salesCount: number,
): InventoryItem {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    price: Number(row.price),
    cost: Number(row.cost),
    stock: row.stock,
    unit: row.unit,
    description: row.description,
    image: row.image,
    imageUrl: uploadUrl(row.image),
    lowStockThreshold: row.lowStockThreshold,
    isLowStock: row.stock <= (row.lowStockThreshold ?? defaultThreshold),
    showInShop: row.showInShop,
    supplierId: row.supplierId,
    salesCount,
    settings: { ...DEFAULT_ITEM_SETTINGS, ...row.settings },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A unique violation on SKU or barcode becomes its 409; anything else is rethrown. */
export function codeTakenError(err: unknown): AppError | null {
  const constraint = uniqueViolationConstraint(err);
  if (constraint === SKU_CONSTRAINT) {
    return new AppError('SKU_TAKEN', INVENTORY_MESSAGES.skuTaken, 409, {
      details: [{ field: 'sku', message: INVENTORY_MESSAGES.skuTaken }],
    });
  }
  if (constraint === BARCODE_CONSTRAINT) {
    return new AppError('BARCODE_TAKEN', INVENTORY_MESSAGES.barcodeTaken, 409, {
      details: [{ field: 'barcode', message: INVENTORY_MESSAGES.barcodeTaken }],
    });
  }
  return null;
}

async function guardCodes<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw codeTakenError(err) ?? err;
  }
}

async function assertCategory(
  db: DbOrTx,
  businessId: string,
  categoryId: string | null | undefined,
) {
  if (!categoryId) return;
  if (!(await categoriesService.categoryExists(db, businessId, categoryId))) {
    throw validationError([{ field: 'categoryId', message: INVENTORY_MESSAGES.categoryNotFound }]);
  }
}

/** An item's usual supplier must be one of the business's. */
async function assertSupplier(
  db: DbOrTx,
  businessId: string,
  supplierId: string | null | undefined,
) {
  if (!supplierId) return;
  if (!(await suppliersService.supplierExists(db, businessId, supplierId))) {
    throw validationError([{ field: 'supplierId', message: SUPPLIER_MESSAGES.notFound }]);
  }
}

export async function getItem(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
): Promise<InventoryItem> {
  const row = UUID_PATTERN.test(id) ? await repo.findItem(db, access.id, id) : undefined;
  if (!row) throw itemNotFound();
  const [item] = await toItemDtos(db, access, [row]);
  return item!;
}

/** The item as answered, read in one statement; undefined when it is not the business's. */
export async function findItemAnswer(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
): Promise<InventoryItem | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const row = await repo.findItemWithSalesCount(db, access.id, id);
  const threshold = businessSettings(access).lowStockThreshold;
  return row && toItemDto(row, threshold, row.salesCount);
}

/** Items as answered, with SPEC's computed sales count (sales that contain the product). */
async function toItemDtos(
  db: DbOrTx,
  access: BusinessAccess,
  rows: repo.ItemRow[],
): Promise<InventoryItem[]> {
  const threshold = businessSettings(access).lowStockThreshold;
  const counts =
    rows.length > 0
      ? new Map(
          (
            await repo.countSalesByProducts(
              db,
              access.id,
              rows.map((r) => r.id),
            )
          ).map((r) => [r.productId, r.salesCount]),
        )
      : new Map<string, number>();
  return rows.map((row) => toItemDto(row, threshold, counts.get(row.id) ?? 0));
}

/** What a sale needs of a product, read under the row lock. */
export type ItemForSale = Pick<
  repo.ItemRow,
  'id' | 'name' | 'price' | 'cost' | 'stock' | 'settings'
>;

/**
 * The business's products among `ids`, each locked until the transaction ends (a sale checks
 * and takes their stock under the lock). Locked in id order, so two sales of the same products
 * never wait on each other in a cycle. Keys are lowercase ids; other businesses' ids are left out.
 */
export async function getItemsForSale(
  tx: DbOrTx,
  businessId: string,
  ids: string[],
): Promise<Map<string, ItemForSale>> {
  const found = new Map<string, ItemForSale>();
  const valid = ids.filter((id) => UUID_PATTERN.test(id)).map((id) => id.toLowerCase());
  const sorted = [...new Set(valid)].sort();
  for (const row of await repo.lockItems(tx, businessId, sorted)) {
    const { id, name, price, cost, stock, settings } = row;
    found.set(id, { id, name, price, cost, stock, settings });
  }
  return found;
}

/** The business's items among `ids`, by lowercase id, unlocked; other businesses' are left out. */
export async function findItemsByIds(
  db: DbOrTx,
  businessId: string,
  ids: string[],
): Promise<Map<string, repo.ItemRowWithoutCategory>> {
  const valid = [
    ...new Set(ids.filter((id) => UUID_PATTERN.test(id)).map((id) => id.toLowerCase())),
  ];
  const rows = await repo.findItemsByIds(db, businessId, valid);
  return new Map(rows.map((row) => [row.id, row]));
}

export type LockedItem = NonNullable<Awaited<ReturnType<typeof repo.lockItemWhere>>>;

/**
 * The business's items among `ids`, locked in id order until the transaction ends
 * (a transfer's sending side), keyed by lowercase id.
 */
export async function lockItemsById(tx: DbOrTx, businessId: string, ids: string[]) {
  const valid = ids.filter((id) => UUID_PATTERN.test(id)).map((id) => id.toLowerCase());
  const rows = await repo.lockItems(tx, businessId, [...new Set(valid)].sort());
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The item that receives a transfer, locked: the one with the same barcode, else the
 * same SKU (any case, as SKUs are unique), else the oldest with exactly the same name.
 */
export async function lockMatchingItem(
  tx: DbOrTx,
  businessId: string,
  probe: { barcode: string | null; sku: string | null; name: string },
): Promise<{ item: LockedItem; matchedBy: 'barcode' | 'sku' | 'name' } | null> {
  if (probe.barcode) {
    const item = await repo.lockItemWhere(tx, businessId, 'barcode', probe.barcode);
    if (item) return { item, matchedBy: 'barcode' };
  }
  if (probe.sku) {
    const item = await repo.lockItemWhere(tx, businessId, 'sku', probe.sku);
    if (item) return { item, matchedBy: 'sku' };
  }
  const item = await repo.lockItemWhere(tx, businessId, 'name', probe.name);
  return item ? { item, matchedBy: 'name' } : null;
}

export async function listItems(db: DbOrTx, access: BusinessAccess, query: ListItemsQuery) {
  const order = query.order ?? (query.sort === 'updated' ? 'desc' : 'asc');
  const after = query.cursor ? decodeCursor(query.cursor, query.sort, order) : undefined;
  const threshold = businessSettings(access).lowStockThreshold;
  const rows = await repo.listItems(db, {
    businessId: access.id,
    search: query.search || undefined,
    categoryId: query.categoryId,
    lowStockAtDefault: query.lowStock ? threshold : undefined,
    sort: query.sort,
    order,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sort, order, key: last.sortKey, id: last.id })
      : null;
  return { items: await toItemDtos(db, access, page), nextCursor };
}

/** The report's items to restock (at most STOCK_REPORT_LIST_LIMIT of each kind). */
export async function listStockAlerts(db: DbOrTx, access: BusinessAccess, kind: 'low' | 'out') {
  const threshold = businessSettings(access).lowStockThreshold;
  const rows = await repo.listStockAlerts(db, access.id, kind, threshold, STOCK_REPORT_LIST_LIMIT);
  return toItemDtos(db, access, rows);
}

/** Creates the item and, when it starts with stock, its opening entry, in one transaction. */
export async function createItem(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreateItemInput,
): Promise<InventoryItem> {
  return guardCodes(() =>
    db.transaction(async (tx) => {
      await assertCategory(tx, access.id, input.categoryId);
      await assertSupplier(tx, access.id, input.supplierId);
      const [created] = await repo.insertItems(tx, [
        {
          businessId: access.id,
          name: input.name,
          sku: input.sku ?? null,
          barcode: input.barcode ?? null,
          categoryId: input.categoryId ?? null,
          price: input.price,
          cost: input.cost ?? '0.00',
          stock: input.stock ?? 0,
          unit: input.unit ?? null,
          description: input.description ?? null,
          lowStockThreshold: input.lowStockThreshold ?? null,
          showInShop: input.showInShop ?? true,
          supplierId: input.supplierId ?? null,
          settings: definedOnly(input.settings ?? {}),
        },
      ]);
      await stockService.recordOpeningStock(tx, access.id, [created!], user.id);
      return getItem(tx, access, created!.id);
    }),
  );
}

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Partial update. A changed `stock` is the counted level: the difference is recorded as an
 * adjustment entry under the row lock, never written directly.
 */
export async function updateItem(
  deps: stockService.StockDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  id: string,
  input: UpdateItemInput,
): Promise<InventoryItem> {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  return guardCodes(() =>
    db.transaction(async (tx) => {
      const current = await repo.lockItem(tx, access.id, id);
      if (!current) throw itemNotFound();
      await assertCategory(tx, access.id, input.categoryId);
      await assertSupplier(tx, access.id, input.supplierId);
      const { stock, settings, ...fields } = input;
      const patch: repo.ItemPatch = definedOnly(fields);
      if (settings) patch.settings = { ...current.settings, ...definedOnly(settings) };
      await repo.updateItem(tx, access.id, id, patch);
      if (stock !== undefined && stock !== current.stock) {
        await stockService.applyStockChange(deps, tx, {
          businessId: access.id,
          productId: id,
          quantity: stock - current.stock,
          type: 'adjustment',
          note: STOCK_MESSAGES.editNote,
          createdBy: user.id,
          allowNegative: true,
        });
      }
      return getItem(tx, access, id);
    }),
  );
}

/** Tries before giving up; ten random digits make even one clash in a business rare. */
const BARCODE_ATTEMPTS = 5;

/**
 * Gives an item without a barcode an in-store EAN-13. The unique index on (business, barcode)
 * decides between two devices: a clash rolls that transaction back and another code is drawn.
 * An item that already has a barcode keeps it (`generated: false`).
 */
export async function generateBarcode(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  random: (max: number) => number = randomInt,
): Promise<{ item: InventoryItem; generated: boolean }> {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  for (let attempt = 1; ; attempt++) {
    const code = inStoreEan13(random);
    try {
      const generated = await db.transaction(async (tx) => {
        const current = await repo.lockItem(tx, access.id, id);
        if (!current) throw itemNotFound();
        if (current.barcode) return false;
        await repo.updateItem(tx, access.id, id, { barcode: code });
        return true;
      });
      return { item: await getItem(db, access, id), generated };
    } catch (err) {
      if (attempt >= BARCODE_ATTEMPTS || uniqueViolationConstraint(err) !== BARCODE_CONSTRAINT) {
        throw codeTakenError(err) ?? err;
      }
    }
  }
}

export async function setShowInShop(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  showInShop: boolean,
): Promise<InventoryItem> {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  if (!(await repo.updateItem(db, access.id, id, { showInShop }))) throw itemNotFound();
  return getItem(db, access, id);
}

/** Settings merge key by key. */
export async function updateSettings(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  settings: ItemSettingsInput,
): Promise<InventoryItem> {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  const updated = await repo.mergeItemSettings(db, access.id, id, definedOnly(settings));
  if (!updated) throw itemNotFound();
  return getItem(db, access, id);
}

/** Its stock history stays, under the item's name (stock_entries.product_id ON DELETE SET NULL). */
export async function deleteItem(deps: AppDeps, access: BusinessAccess, id: string) {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  const deleted = await repo.deleteItem(deps.db, access.id, id);
  if (!deleted) throw itemNotFound();
  await removeFile(deps, deleted.image);
  return { message: INVENTORY_MESSAGES.itemDeleted };
}

/** The same rules as a business logo: checked by content, re-encoded, stored under a new name. */
export async function replaceImage(
  deps: AppDeps,
  access: BusinessAccess,
  id: string,
  readForm: () => Promise<FormInput>,
): Promise<InventoryItem> {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  if (!(await repo.findItem(deps.db, access.id, id))) throw itemNotFound();
  const { file } = await readForm();
  if (!file) throw validationError([{ field: 'image', message: INVENTORY_MESSAGES.imageRequired }]);
  const image = await saveImage(deps, file.buffer, {
    maxBytes: ITEM_IMAGE_MAX_BYTES,
    maxDimension: ITEM_IMAGE_MAX_DIMENSION,
    invalidMessage: INVENTORY_MESSAGES.imageInvalid,
    tooLargeMessage: INVENTORY_MESSAGES.imageTooLarge,
  });
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await repo.lockItem(tx, access.id, id);
      if (!current) throw itemNotFound();
      previous = current.image;
      await repo.updateItem(tx, access.id, id, { image });
    });
  } catch (err) {
    await removeFile(deps, image);
    throw err;
  }
  await removeFile(deps, previous);
  return getItem(deps.db, access, id);
}

export async function removeImage(deps: AppDeps, access: BusinessAccess, id: string) {
  if (!UUID_PATTERN.test(id)) throw itemNotFound();
  const previous = await deps.db.transaction(async (tx) => {
    const current = await repo.lockItem(tx, access.id, id);
    if (!current) throw itemNotFound();
    if (current.image) await repo.updateItem(tx, access.id, id, { image: null });
    return current.image;
  });
  await removeFile(deps, previous);
  return {
    message: INVENTORY_MESSAGES.imageRemoved,
    item: await getItem(deps.db, access, id),
  };
}

/** The items the public shop shows: `showInShop` only (hidden items never leave this function). */
export const listShopItems = (db: DbOrTx, businessId: string, ids?: string[]) =>
  repo.listShopItems(db, businessId, ids);
export type ShopItemRow = Awaited<ReturnType<typeof repo.listShopItems>>[number];

/** Changes whenever any item of the business changes (the public shop's cache key). */
export const itemsFingerprint = (db: DbOrTx, businessId: string) =>
  repo.itemsFingerprint(db, businessId);
