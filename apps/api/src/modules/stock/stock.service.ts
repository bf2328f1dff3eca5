import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_SETTINGS,
  INVENTORY_MESSAGES,
  STOCK_MESSAGES,
  type ListStockQuery,
  type StockEntry,
  type StockEntryType,
  UUID_PATTERN,
} from '@app/contracts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx, Tx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { crossedLowStock, enqueueLowStock } from './low-stock.ts';
import * as repo from './stock.repo.ts';

/** What a stock change needs beyond its transaction: the job queue, for the low-stock event. */
export type StockDeps = Pick<AppDeps, 'jobs'>;

export const itemNotFound = () =>
  new AppError('ITEM_NOT_FOUND', INVENTORY_MESSAGES.itemNotFound, 404);

export interface StockChange {
  businessId: string;
  productId: string;
  /** Signed and non-zero: what the stock moves by. */
  quantity: number;
  type: StockEntryType;
  unitCost?: string | null;
  note?: string | null;
  saleId?: string | null;
  /** The refund, purchase order, count or transfer that wrote the entry (issues 43, 44). */
  referenceId?: string | null;
  /**
   * The item's new cost, computed by the caller under the row lock (a purchase received: the
   * weighted average of packages/contracts/src/domain/weighted-cost.ts). Null keeps the cost.
   */
  setCost?: string | null;
  createdBy: string | null;
  /** The business's settings.allowNegativeStock (or true for a correction to a counted level). */
  allowNegative: boolean;
}

export interface AppliedStockChange {
  entry: repo.StockEntryRow;
  stock: number;
  cost: string;
}

/**
 * The only way stock changes: one conditional UPDATE and its entry, on the caller's transaction,
 * so stock == sum(entries) holds whatever happens next. The sales feature calls this with
 * type 'sale' (negative when sold, positive when a sale is undone) and its saleId.
 * A restock with a unit cost moves the item's cost to the weighted moving average.
 * A fall to the item's low-stock level enqueues its low-stock notification in the same transaction.
 * Throws 404 ITEM_NOT_FOUND, or 409 INSUFFICIENT_STOCK naming the item.
 */
export async function applyStockChange(
  deps: StockDeps,
  tx: Tx,
  change: StockChange,
): Promise<AppliedStockChange> {
  if (!Number.isInteger(change.quantity) || change.quantity === 0) {
    throw new Error(
      `applyStockChange: quantity must be a non-zero integer, got ${change.quantity}`,
    );
  }
  if (!UUID_PATTERN.test(change.productId)) throw itemNotFound();
  const unitCost = change.unitCost ?? null;
  const updated = await repo.updateStock(tx, {
    businessId: change.businessId,
    productId: change.productId,
    quantity: change.quantity,
    allowNegative: change.allowNegative,
    averageInCost: change.type === 'restock' && change.quantity > 0 ? unitCost : null,
    setCost: change.setCost ?? null,
  });
  if (!updated) {
    const current = await repo.findStockLevel(tx, change.businessId, change.productId);
    if (!current) throw itemNotFound();
    throw new AppError(
      'INSUFFICIENT_STOCK',
      STOCK_MESSAGES.insufficientStock(current.name, current.stock),
      409,
      { productId: current.id, available: current.stock, requested: -change.quantity },
    );
  }
  const [entry] = await repo.insertEntries(tx, [
    {
      businessId: change.businessId,
      productId: updated.id,
      productName: updated.name,
      type: change.type,
      quantityChange: change.quantity,
      stockAfter: updated.stock,
      unitCost,
      note: change.note ?? null,
      saleId: change.saleId ?? null,
      referenceId: change.referenceId ?? null,
      createdBy: change.createdBy,
    },
  ]);
  if (crossedLowStock(change.quantity, updated.stock, updated.lowStockThreshold)) {
    await enqueueLowStock(deps, tx, {
      businessId: change.businessId,
      productId: updated.id,
      productName: updated.name,
      entryId: entry!.id,
      stock: updated.stock,
      threshold: updated.lowStockThreshold,
    });
  }
  return { entry: entry!, stock: updated.stock, cost: updated.cost };
}

/** Opening entries for items just inserted with their stock (create, CSV import). */
export async function recordOpeningStock(
  tx: Tx,
  businessId: string,
  items: { id: string; name: string; stock: number; cost: string }[],
  createdBy: string | null,
) {
  const entries = items
    .filter((item) => item.stock !== 0)
    .map((item) => ({
      businessId,
      productId: item.id,
      productName: item.name,
      type: 'opening' as const,
      quantityChange: item.stock,
      stockAfter: item.stock,
      unitCost: item.cost,
      note: null,
      createdBy,
    }));
  // Chunked: a statement carries at most 65,535 parameters.
  for (let i = 0; i < entries.length; i += 1000) {
    await repo.insertEntries(tx, entries.slice(i, i + 1000));
  }
}

/**
 * Corrections to counted levels for many items at once (CSV import), in one UPDATE and one
 * INSERT. The caller holds the rows' locks and computed each difference under them.
 */
export async function applyStockAdjustments(
  deps: StockDeps,
  tx: Tx,
  businessId: string,
  changes: { productId: string; quantity: number }[],
  options: {
    note: string | null;
    createdBy: string | null;
    /** 'count' with the count's id for a stock count applied (ADR 074). */
    type?: 'adjustment' | 'count';
    referenceId?: string | null;
  },
) {
  const nonZero = changes.filter((c) => c.quantity !== 0);
  if (nonZero.length === 0) return;
  const updated = await repo.addToStocks(tx, businessId, nonZero);
  const quantityOf = new Map(nonZero.map((c) => [c.productId, c.quantity]));
  const entries = await repo.insertEntries(
    tx,
    updated.map((item) => ({
      businessId,
      productId: item.id,
      productName: item.name,
      type: options.type ?? 'adjustment',
      quantityChange: quantityOf.get(item.id)!,
      stockAfter: item.stock,
      unitCost: null,
      note: options.note,
      referenceId: options.referenceId ?? null,
      createdBy: options.createdBy,
    })),
  );
  for (const [index, item] of updated.entries()) {
    if (crossedLowStock(quantityOf.get(item.id)!, item.stock, item.lowStockThreshold)) {
      await enqueueLowStock(deps, tx, {
        businessId,
        productId: item.id,
        productName: item.name,
        entryId: entries[index]!.id,
        stock: item.stock,
        threshold: item.lowStockThreshold,
      });
    }
  }
}

export function toStockEntryDto(
  entry: repo.StockEntryRow,
  currentName: string | null,
  createdByUsername: string | null,
): StockEntry {
  return {
    id: entry.id,
    productId: entry.productId,
    productName: currentName ?? entry.productName,
    type: entry.type,
    quantityChange: entry.quantityChange,
    stockAfter: entry.stockAfter,
    unitCost: entry.unitCost === null ? null : Number(entry.unitCost),
    note: entry.note,
    saleId: entry.saleId,
    createdBy: entry.createdBy,
    createdByUsername,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** A day is read in the business's time zone; an instant with its offset as is. */
function lowerBound(value: string, timezone: string): SQL {
  return value.length === 10
    ? sql`(${value}::date::timestamp at time zone ${timezone})`
    : sql`${value}::timestamptz`;
}
function upperBound(value: string, timezone: string): SQL {
  return value.length === 10
    ? sql`((${value}::date + 1)::timestamp at time zone ${timezone})`
    : sql`(${value}::timestamptz + interval '1 microsecond')`;
}

export async function listStockEntries(
  db: DbOrTx,
  access: BusinessAccess,
  query: Omit<ListStockQuery, 'productId'> & { productId?: string },
) {
  const { timezone } = { ...DEFAULT_BUSINESS_SETTINGS, ...access.row.settings };
  const filter: repo.EntryFilter = {
    businessId: access.id,
    productId: query.productId,
    type: query.type,
    from: query.from ? lowerBound(query.from, timezone) : undefined,
    to: query.to ? upperBound(query.to, timezone) : undefined,
  };
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    repo.listEntries(db, filter, query.limit, offset),
    repo.countEntries(db, filter),
  ]);
  return {
    entries: rows.map((r) => toStockEntryDto(r.entry, r.currentName, r.createdByUsername)),
    page: query.page,
    limit: query.limit,
    total,
  };
}
