import {
  CATEGORY_NAME_MAX_LENGTH,
  IMPORT_MESSAGES,
  INVENTORY_CSV_COLUMNS,
  INVENTORY_IMPORT_MAX_ROWS,
  INVENTORY_MESSAGES,
  ITEM_CODE_MAX_LENGTH,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  ITEM_UNIT_MAX_LENGTH,
  parseMoney,
  STOCK_MAX,
  STOCK_MESSAGES,
  type ImportError,
  type ImportResult,
  type InventoryCsvColumn,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { StockDeps } from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx, Tx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import { csvLine, CSV_BOM, parseCsv, unguardCell } from './inventory-csv.ts';
import { codeTakenError } from './inventory.service.ts';
import * as repo from './inventory.repo.ts';

/** One valid row; undefined fields were left empty (kept as they are on an update). */
interface ImportRow {
  row: number;
  name: string;
  sku?: string;
  barcode?: string;
  category?: string;
  price?: string;
  cost?: string;
  stock?: number;
  unit?: string;
  description?: string;
  showInShop?: boolean;
}

/** The errors returned at most (the message counts them all). */
const MAX_REPORTED_ERRORS = 1000;
const BATCH = 500;

const fileError = (message: string) => validationError([{ field: 'file', message }]);
const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Header names to columns, ignoring case, spaces and underscores; unknown columns are skipped. */
function readHeader(header: string[]): Map<InventoryCsvColumn, number> {
  const known = new Map(INVENTORY_CSV_COLUMNS.map((c) => [normaliseHeader(c), c]));
  const columns = new Map<InventoryCsvColumn, number>();
  header.forEach((h, index) => {
    const column = known.get(normaliseHeader(h));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('name')) throw fileError(IMPORT_MESSAGES.nameColumnMissing);
  return columns;
}

const BOOLEANS = new Map<string, boolean>([
  ['true', true],
  ['yes', true],
  ['y', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['n', false],
  ['0', false],
]);

/** Validates one line into a row, adding its problems to `errors`. */
function readRow(
  cells: string[],
  row: number,
  columns: Map<InventoryCsvColumn, number>,
  errors: ImportError[],
): ImportRow | null {
  const before = errors.length;
  const cell = (c: InventoryCsvColumn) => {
    const index = columns.get(c);
    const value = index === undefined ? '' : unguardCell((cells[index] ?? '').trim());
    return value === '' ? undefined : value;
  };
  const fail = (field: string, message: string) => errors.push({ row, field, message });
  const text = (c: InventoryCsvColumn, max: number) => {
    const value = cell(c);
    if (value !== undefined && value.length > max) fail(c, `Must be at most ${max} characters`);
    return value;
  };
  const money = (c: 'price' | 'cost') => {
    const value = cell(c);
    if (value === undefined) return undefined;
    const parsed = parseMoney(value);
    if (!parsed.ok) fail(c, parsed.message);
    return parsed.ok ? parsed.value : undefined;
  };

  const name = text('name', ITEM_NAME_MAX_LENGTH);
  if (name === undefined) fail('name', 'Name is required');
  const sku = text('sku', ITEM_CODE_MAX_LENGTH);
  const barcode = text('barcode', ITEM_CODE_MAX_LENGTH);
  const category = text('category', CATEGORY_NAME_MAX_LENGTH);
  const price = money('price');
  const cost = money('cost');
  const stockText = cell('stock');
  let stock: number | undefined;
  if (stockText !== undefined) {
    stock = /^\d+$/.test(stockText) ? Number(stockText) : NaN;
    if (!Number.isSafeInteger(stock) || stock > STOCK_MAX) {
      fail('stock', IMPORT_MESSAGES.stockInvalid);
    }
  }
  const unit = text('unit', ITEM_UNIT_MAX_LENGTH);
  const description = text('description', ITEM_DESCRIPTION_MAX_LENGTH);
  const showText = cell('showInShop');
  const showInShop = showText === undefined ? undefined : BOOLEANS.get(showText.toLowerCase());
  if (showText !== undefined && showInShop === undefined) {
    fail('showInShop', IMPORT_MESSAGES.booleanInvalid);
  }
  const result: ImportRow = {
    row,
    name: name ?? '',
    sku,
    barcode,
    category,
    price,
    cost,
    stock,
    unit,
    description,
    showInShop,
  };
  return errors.length === before ? result : null;
}

/** The file's rows, or a 400 when the file itself is unusable. */
function readFile(text: string, errors: ImportError[]): ImportRow[] {
  const lines = parseCsv(text);
  if (!lines) throw fileError(IMPORT_MESSAGES.malformed);
  const [header, ...data] = lines;
  if (!header || data.length === 0) throw fileError(IMPORT_MESSAGES.empty);
  if (data.length > INVENTORY_IMPORT_MAX_ROWS) throw fileError(IMPORT_MESSAGES.tooManyRows);
  const columns = readHeader(header);
  const rows: ImportRow[] = [];
  data.forEach((cells, n) => {
    const row = readRow(cells, n + 2, columns, errors);
    if (row) rows.push(row);
  });
  return rows;
}

type ExistingItem = Awaited<ReturnType<typeof repo.findItemsBySkus>>[number];

interface ImportPlan {
  creates: ImportRow[];
  updates: { row: ImportRow; item: ExistingItem }[];
}

/** Matches rows to items by SKU and checks what only the whole file and the database can tell. */
async function planImport(
  db: DbOrTx,
  businessId: string,
  rows: ImportRow[],
  errors: ImportError[],
  lock: boolean,
): Promise<ImportPlan> {
  const skus = rows.flatMap((r) => (r.sku ? [r.sku] : []));
  const existing = await repo.findItemsBySkus(db, businessId, skus, lock);
  const bySku = new Map(existing.map((item) => [item.sku!.toLowerCase(), item]));
  const barcodes = rows.flatMap((r) => (r.barcode ? [r.barcode] : []));
  const barcodeOwners = new Map(
    (await repo.findItemsByBarcodes(db, businessId, barcodes)).map((b) => [b.barcode!, b.id]),
  );
  const seenSku = new Map<string, number>();
  const seenBarcode = new Map<string, number>();
  const plan: ImportPlan = { creates: [], updates: [] };
  for (const r of rows) {
    const before = errors.length;
    const item = r.sku ? bySku.get(r.sku.toLowerCase()) : undefined;
    if (r.sku) {
      const first = seenSku.get(r.sku.toLowerCase());
      if (first !== undefined)
        errors.push({ row: r.row, field: 'sku', message: IMPORT_MESSAGES.duplicateSku(first) });
      else seenSku.set(r.sku.toLowerCase(), r.row);
    }
    if (r.barcode) {
      const first = seenBarcode.get(r.barcode);
      const owner = barcodeOwners.get(r.barcode);
      if (first !== undefined) {
        errors.push({
          row: r.row,
          field: 'barcode',
          message: IMPORT_MESSAGES.duplicateBarcode(first),
        });
      } else if (owner !== undefined && owner !== item?.id) {
        errors.push({ row: r.row, field: 'barcode', message: INVENTORY_MESSAGES.barcodeTaken });
      }
      seenBarcode.set(r.barcode, seenBarcode.get(r.barcode) ?? r.row);
    }
    if (!item && r.price === undefined) {
      errors.push({ row: r.row, field: 'price', message: IMPORT_MESSAGES.priceRequired });
    }
    if (errors.length > before) continue;
    if (item) plan.updates.push({ row: r, item });
    else plan.creates.push(r);
  }
  return plan;
}

async function applyImport(
  deps: StockDeps,
  tx: Tx,
  access: BusinessAccess,
  user: UserRow,
  plan: ImportPlan,
) {
  // In file order, so a new category takes the spelling of its first row.
  const categoryNames = [...plan.creates, ...plan.updates.map((u) => u.row)]
    .sort((a, b) => a.row - b.row)
    .flatMap((r) => (r.category ? [r.category] : []));
  const categoryIds = await categoriesService.resolveCategoryNames(
    tx,
    access.id,
    categoryNames,
    true,
  );
  const categoryOf = (r: ImportRow) =>
    r.category ? categoryIds.get(r.category.toLowerCase()) : undefined;

  for (let i = 0; i < plan.creates.length; i += BATCH) {
    const created = await repo.insertItems(
      tx,
      plan.creates.slice(i, i + BATCH).map((r) => ({
        businessId: access.id,
        name: r.name,
        sku: r.sku ?? null,
        barcode: r.barcode ?? null,
        categoryId: categoryOf(r) ?? null,
        price: r.price!,
        cost: r.cost ?? '0.00',
        stock: r.stock ?? 0,
        unit: r.unit ?? null,
        description: r.description ?? null,
        showInShop: r.showInShop ?? true,
      })),
    );
    await stockService.recordOpeningStock(tx, access.id, created, user.id);
  }

  for (let i = 0; i < plan.updates.length; i += BATCH) {
    const chunk = plan.updates.slice(i, i + BATCH);
    await repo.updateItemsFromImport(
      tx,
      access.id,
      chunk.map(({ row: r, item }) => ({
        id: item.id,
        name: r.name,
        barcode: r.barcode ?? null,
        category_id: categoryOf(r) ?? null,
        price: r.price ?? null,
        cost: r.cost ?? null,
        unit: r.unit ?? null,
        description: r.description ?? null,
        show_in_shop: r.showInShop ?? null,
      })),
    );
    // The rows are locked: the counted level minus the current one is the exact adjustment.
    const adjustments = chunk.flatMap(({ row: r, item }) =>
      r.stock !== undefined && r.stock !== item.stock
        ? [{ productId: item.id, quantity: r.stock - item.stock }]
        : [],
    );
    await stockService.applyStockAdjustments(deps, tx, access.id, adjustments, {
      note: STOCK_MESSAGES.importNote,
      createdBy: user.id,
    });
  }
}

/**
 * CSV import: rows matched by SKU update their item (empty cells leave a field as it is), other
 * rows create items; missing categories are created. A dry run reports and writes nothing; a real
 * run writes everything in one transaction, or nothing and a 400 listing the problems.
 */
export async function importInventory(
  deps: StockDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  text: string,
  dryRun: boolean,
): Promise<ImportResult> {
  const errors: ImportError[] = [];
  const rows = readFile(text, errors);
  const report = (plan: ImportPlan): ImportResult => ({
    created: plan.creates.length,
    updated: plan.updates.length,
    errors: errors.slice(0, MAX_REPORTED_ERRORS).sort((a, b) => a.row - b.row),
    dryRun,
  });
  if (dryRun) return report(await planImport(db, access.id, rows, errors, false));
  try {
    return await db.transaction(async (tx) => {
      const plan = await planImport(tx, access.id, rows, errors, true);
      if (errors.length > 0) {
        const message = IMPORT_MESSAGES.rowsInvalid(errors.length);
        throw new AppError('VALIDATION_FAILED', message, 400, {
          ...report({ creates: [], updates: [] }),
          details: errors
            .slice(0, MAX_REPORTED_ERRORS)
            .map((e) => ({ field: `row ${e.row} ${e.field}`, message: e.message })),
        });
      }
      await applyImport(deps, tx, access, user, plan);
      return report(plan);
    });
  } catch (err) {
    throw codeTakenError(err) ?? err;
  }
}

/** The whole inventory as CSV, in name order, read a thousand items at a time. */
export async function* exportInventory(db: DbOrTx, businessId: string): AsyncGenerator<string> {
  yield CSV_BOM + csvLine([...INVENTORY_CSV_COLUMNS]);
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const rows = await repo.listItems(db, {
      businessId,
      sort: 'name',
      order: 'asc',
      after,
      limit: 1000,
    });
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.name,
          r.sku,
          r.barcode,
          r.categoryName,
          r.price,
          r.cost,
          r.stock,
          r.unit,
          r.description,
          r.showInShop,
        ]),
      )
      .join('');
    const last = rows[rows.length - 1]!;
    after = { key: last.sortKey, id: last.id };
  }
}
