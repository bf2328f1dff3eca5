import {
  STOCK_COUNT_MAX_ITEMS,
  STOCK_COUNT_MESSAGES,
  type CreateStockCountInput,
  type SaveStockCountInput,
  type StockCount,
  type StockCountLine,
  type StockCountStatus,
  type StockCountSummary,
  type StockCountTotals,
  UUID_PATTERN,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './stock-counts.repo.ts';

const countNotFound = () =>
  new AppError('STOCK_COUNT_NOT_FOUND', STOCK_COUNT_MESSAGES.notFound, 404);
const countClosed = () => new AppError('STOCK_COUNT_CLOSED', STOCK_COUNT_MESSAGES.closed, 409);

type LineRow = Awaited<ReturnType<typeof repo.listLines>>[number];

/** A line as answered: its variance (counted - expected) and that at cost, in cents. */
function toLine(row: LineRow): StockCountLine & { varianceCents: bigint | null } {
  const counted = row.counted !== null && row.expected !== null;
  const variance = counted ? row.counted! - row.expected! : null;
  const cents = variance === null ? null : BigInt(variance) * toCents(row.unitCost ?? '0');
  return {
    productId: row.productId,
    productName: row.productName,
    sku: row.sku,
    barcode: row.barcode,
    counted: row.counted,
    expected: row.expected,
    unitCost: row.unitCost === null ? null : Number(row.unitCost),
    varianceQuantity: variance,
    varianceValue: cents === null ? null : Number(fromCents(cents)),
    countedAt: row.countedAt?.toISOString() ?? null,
    varianceCents: cents,
  };
}

function totalsOf(lines: ReturnType<typeof toLine>[]): StockCountTotals {
  let quantity = 0;
  let value = 0n;
  let shortQuantity = 0;
  let shortValue = 0n;
  let overQuantity = 0;
  let overValue = 0n;
  let counted = 0;
  for (const line of lines) {
    if (line.varianceQuantity === null || line.varianceCents === null) continue;
    counted += 1;
    quantity += line.varianceQuantity;
    value += line.varianceCents;
    if (line.varianceQuantity < 0) {
      shortQuantity -= line.varianceQuantity;
      shortValue -= line.varianceCents;
    } else {
      overQuantity += line.varianceQuantity;
      overValue += line.varianceCents;
    }
  }
  const money = (cents: bigint) => Number(fromCents(cents));
  return {
    items: lines.length,
    counted,
    varianceQuantity: quantity,
    varianceValue: money(value),
    shortQuantity,
    shortValue: money(shortValue),
    overQuantity,
    overValue: money(overValue),
  };
}

function toSummary(row: repo.StockCountRow, totals: StockCountTotals): StockCountSummary {
  return {
    id: row.id,
    status: row.status,
    scope: row.scope,
    categoryId: row.categoryId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    totals,
  };
}

async function answer(db: DbOrTx, row: repo.StockCountRow): Promise<StockCount> {
  const lines = (await repo.listLines(db, row.id)).map(toLine);
  return {
    ...toSummary(row, totalsOf(lines)),
    lines: lines.map(({ varianceCents: _cents, ...line }) => line),
  };
}

async function findOrThrow(db: DbOrTx, access: BusinessAccess, countId: string, lock = false) {
  if (!UUID_PATTERN.test(countId)) throw countNotFound();
  const row = await repo.findCount(db, access.id, countId, lock);
  if (!row) throw countNotFound();
  return row;
}

export async function getStockCount(db: DbOrTx, access: BusinessAccess, countId: string) {
  return answer(db, await findOrThrow(db, access, countId));
}

export async function listStockCounts(
  db: DbOrTx,
  access: BusinessAccess,
  query: { status?: StockCountStatus; limit: number },
) {
  const rows = await repo.listCounts(db, access.id, query.status, query.limit);
  return {
    stockCounts: rows.map((r) =>
      toSummary(r.count, {
        items: r.items,
        counted: r.counted,
        varianceQuantity: r.varianceQuantity,
        varianceValue: Number(r.varianceValue),
        shortQuantity: r.shortQuantity,
        shortValue: Number(r.shortValue),
        overQuantity: r.overQuantity,
        overValue: Number(r.overValue),
      }),
    ),
  };
}

/**
 * Starts a count of every item, a category's or a chosen list. An item already in another open
 * count cannot be in a second one: applying both would correct the same shelf twice.
 */
export async function createStockCount(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreateStockCountInput,
): Promise<StockCount> {
  return db.transaction(async (tx) => {
    if (
      input.categoryId &&
      !(await categoriesService.categoryExists(tx, access.id, input.categoryId))
    ) {
      throw validationError([{ field: 'categoryId', message: 'Category not found' }]);
    }
    const productIds = input.productIds?.map((id) => id.toLowerCase());
    await repo.lockBusinessForCounts(tx, access.id);
    const items = await repo.scopeItems(
      tx,
      access.id,
      {
        productIds: productIds ? [...new Set(productIds)] : undefined,
        categoryId: input.categoryId,
      },
      STOCK_COUNT_MAX_ITEMS + 1,
    );
    if (productIds) {
      const found = new Set(items.map((item) => item.id));
      const missing = productIds.findIndex((id) => !found.has(id));
      if (missing >= 0) {
        throw validationError([
          { field: `productIds.${missing}`, message: STOCK_COUNT_MESSAGES.productNotFound },
        ]);
      }
    }
    if (items.length === 0) {
      throw validationError([
        {
          field: input.categoryId ? 'categoryId' : 'productIds',
          message: STOCK_COUNT_MESSAGES.noItems,
        },
      ]);
    }
    if (items.length > STOCK_COUNT_MAX_ITEMS) {
      throw validationError([{ field: 'productIds', message: STOCK_COUNT_MESSAGES.tooManyItems }]);
    }
    const busy = await repo.itemsInOpenCounts(
      tx,
      access.id,
      items.map((item) => item.id),
    );
    if (busy.length > 0) {
      throw new AppError(
        'STOCK_COUNT_OVERLAP',
        STOCK_COUNT_MESSAGES.alreadyCounting(busy.join(', ')),
        409,
      );
    }
    const row = await repo.insertCount(tx, {
      businessId: access.id,
      scope: input.productIds ? 'list' : input.categoryId ? 'category' : 'all',
      categoryId: input.categoryId ?? null,
      note: input.note ?? null,
      createdBy: user.id,
    });
    await repo.insertLines(tx, row.id, access.id, items);
    return answer(tx, row);
  });
}

/**
 * Saves counted lines (the last save of a line wins, so a phone may resend). Each saved line's
 * expected quantity is the item's stock at this moment: sales after it are not shrinkage.
 */
export async function saveStockCount(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  countId: string,
  input: SaveStockCountInput,
): Promise<StockCount> {
  return db.transaction(async (tx) => {
    const row = await findOrThrow(tx, access, countId, true);
    if (row.status !== 'open') throw countClosed();
    const lines = input.lines.map((line) => ({ ...line, productId: line.productId.toLowerCase() }));
    const saved = new Set(await repo.saveLines(tx, row.id, user.id, lines));
    const missing = lines.findIndex((line) => !saved.has(line.productId));
    if (missing >= 0) {
      throw validationError([
        { field: `lines.${missing}.productId`, message: STOCK_COUNT_MESSAGES.productNotInCount },
      ]);
    }
    await repo.touchCount(tx, row.id);
    return answer(tx, row);
  });
}

/**
 * Applies the count: one 'count' entry (reference: the count) per counted line whose stock
 * differs, in one transaction with the status. Applying an applied count changes nothing.
 */
export async function applyStockCount(
  deps: stockService.StockDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  countId: string,
): Promise<StockCount> {
  return db.transaction(async (tx) => {
    const row = await findOrThrow(tx, access, countId, true);
    if (row.status === 'applied') return answer(tx, row);
    if (row.status !== 'open') throw countClosed();
    const lines = await repo.countedLines(tx, row.id);
    if (lines.length === 0) {
      throw validationError([{ field: 'lines', message: STOCK_COUNT_MESSAGES.nothingCounted }]);
    }
    // The items locked in id order first: the one UPDATE below then waits on no one in a cycle.
    await inventoryService.lockItemsById(
      tx,
      access.id,
      lines.map((line) => line.productId),
    );
    // Corrections to counted levels: a shelf may hold less than the books, even below zero
    // after sales made since a line was counted.
    await stockService.applyStockAdjustments(
      deps,
      tx,
      access.id,
      lines.map((line) => ({ productId: line.productId, quantity: Number(line.quantity) })),
      { type: 'count', referenceId: row.id, note: row.note, createdBy: user.id },
    );
    await repo.setStatus(tx, row.id, 'applied', user.id);
    return answer(tx, (await repo.findCount(tx, access.id, row.id))!);
  });
}

export async function cancelStockCount(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  countId: string,
): Promise<StockCount> {
  return db.transaction(async (tx) => {
    const row = await findOrThrow(tx, access, countId, true);
    if (row.status === 'cancelled') return answer(tx, row);
    if (row.status !== 'open') throw countClosed();
    await repo.setStatus(tx, row.id, 'cancelled', user.id);
    return answer(tx, (await repo.findCount(tx, access.id, row.id))!);
  });
}
