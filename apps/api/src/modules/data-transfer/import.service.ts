import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer as readAll } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  DATA_IMPORT_MAX_BYTES,
  DATA_TRANSFER_MESSAGES,
  INVENTORY_MESSAGES,
  loyverseStores,
  type DataImport,
  type ImportError,
  type ImportKind,
  type ImportPreview,
  type ImportSource,
} from '@app/contracts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as inventoryRepo from '#src/modules/inventory/inventory.repo.ts';
import { codeTakenError } from '#src/modules/inventory/inventory.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx, Tx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import { exportStore } from '#src/platform/storage.ts';
import * as repo from './data-transfer.repo.ts';
import {
  decodeText,
  readCustomers,
  readItems,
  readTable,
  type CustomerInput,
  type ItemInput,
} from './import-formats.ts';
import { countShopbookRows, openShopbook, restoreBusiness } from './restore.service.ts';

/** The errors a preview lists at most (the rest are counted in the first one's place). */
const MAX_REPORTED_ERRORS = 1000;
const BATCH = 500;
export const IMPORT_NOTE = 'Import';

const fileError = (message: string) => validationError([{ field: 'file', message }]);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

export interface ImportRequest {
  source: ImportSource;
  kind: ImportKind;
  store?: string;
}

interface Parsed {
  items: ItemInput[];
  customers: CustomerInput[];
  errors: ImportError[];
  stores?: string[];
  store?: string;
}

/** One CSV of a ShopBook export (only that entry is inflated), or a 400 saying what is wrong. */
function csvOfShopbookZip(bytes: Buffer, name: string): Uint8Array {
  const names: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(bytes), {
      filter: (file) => {
        names.push(file.name);
        return file.name === name;
      },
    });
  } catch {
    throw fileError(DATA_TRANSFER_MESSAGES.badZip);
  }
  const file = files[name];
  if (!names.includes('shopbook.json') || !file) {
    throw fileError(DATA_TRANSFER_MESSAGES.notOurZip);
  }
  return file;
}

/** The file's rows of the kind asked for, in one shape whatever app wrote it. */
function parseUpload(request: ImportRequest, bytes: Buffer): Parsed {
  const errors: ImportError[] = [];
  let text: string;
  if (isZip(bytes)) {
    if (request.source !== 'shopbook') throw fileError(DATA_TRANSFER_MESSAGES.csvOnly);
    const name = request.kind === 'customers' ? 'customers.csv' : 'items.csv';
    text = decodeText(Buffer.from(csvOfShopbookZip(bytes, name))).text;
  } else {
    text = decodeText(bytes).text;
  }
  const table = readTable(text);
  if (request.kind === 'customers') {
    return { items: [], customers: readCustomers(request.source, table, errors), errors };
  }
  const stores = request.source === 'loyverse' ? loyverseStores(table.header) : undefined;
  const items = readItems(request.source, table, errors, request.store);
  return {
    items,
    customers: [],
    errors,
    ...(stores && stores.length > 0 ? { stores, store: request.store ?? stores[0] } : {}),
  };
}

// ---- matching ----

interface ExistingItem {
  id: string;
  name: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  cost: string;
  stock: number;
  description: string | null;
  category: string | null;
  low_stock_threshold: number | null;
}

interface ItemPlan {
  creates: ItemInput[];
  updates: { input: ItemInput; item: ExistingItem }[];
}

async function existingItems(db: DbOrTx, businessId: string, lock: boolean) {
  return rowsOf<ExistingItem>(
    await db.execute(sql`select i.id, i.name, i.sku, i.barcode, i.price::text as price,
        i.cost::text as cost, i.stock, i.description, c.name as category, i.low_stock_threshold
      from inventory_items i left join categories c on c.id = i.category_id
      where i.business_id = ${businessId} order by i.created_at, i.id
      ${lock ? sql`for update of i` : sql``}`),
  );
}

const lower = (s: string) => s.toLowerCase();

/** Whether applying the row would change the item: an unchanged row is neither created nor updated. */
function itemChanges(input: ItemInput, item: ExistingItem) {
  const differs = <T>(value: T | undefined, current: T) => value !== undefined && value !== current;
  return (
    input.name !== item.name ||
    differs(input.barcode, item.barcode) ||
    differs(input.price, item.price) ||
    differs(input.cost, item.cost) ||
    differs(input.stock, item.stock) ||
    differs(input.description, item.description) ||
    differs(input.lowStock, item.low_stock_threshold) ||
    (input.category !== undefined && lower(input.category) !== lower(item.category ?? ''))
  );
}

/** Matches rows to items by SKU, then barcode, then name; duplicates in the file are errors. */
async function planItems(
  db: DbOrTx,
  businessId: string,
  inputs: ItemInput[],
  errors: ImportError[],
  lock: boolean,
): Promise<ItemPlan> {
  const existing = await existingItems(db, businessId, lock);
  const bySku = new Map<string, ExistingItem>();
  const byBarcode = new Map<string, ExistingItem>();
  const byName = new Map<string, ExistingItem>();
  for (const item of existing) {
    if (item.sku) bySku.set(lower(item.sku), item);
    if (item.barcode) byBarcode.set(item.barcode, item);
    if (!byName.has(lower(item.name))) byName.set(lower(item.name), item);
  }
  const seen = new Map<string, number>();
  const seenBarcode = new Map<string, number>();
  const plan: ItemPlan = { creates: [], updates: [] };
  for (const input of inputs) {
    const key = input.sku
      ? `sku:${lower(input.sku)}`
      : input.barcode
        ? `barcode:${input.barcode}`
        : `name:${lower(input.name)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        row: input.row,
        field: key.slice(0, key.indexOf(':')),
        message: DATA_TRANSFER_MESSAGES.duplicateRow(first),
      });
      continue;
    }
    seen.set(key, input.row);
    const item =
      (input.sku ? bySku.get(lower(input.sku)) : undefined) ??
      (input.barcode ? byBarcode.get(input.barcode) : undefined) ??
      (input.sku ? undefined : byName.get(lower(input.name)));
    if (input.barcode) {
      const owner = byBarcode.get(input.barcode);
      const firstRow = seenBarcode.get(input.barcode);
      if (firstRow !== undefined) {
        errors.push({
          row: input.row,
          field: 'barcode',
          message: DATA_TRANSFER_MESSAGES.duplicateRow(firstRow),
        });
        continue;
      }
      seenBarcode.set(input.barcode, input.row);
      if (owner && owner.id !== item?.id) {
        errors.push({ row: input.row, field: 'barcode', message: INVENTORY_MESSAGES.barcodeTaken });
        continue;
      }
    }
    if (!item) plan.creates.push(input);
    else if (itemChanges(input, item)) plan.updates.push({ input, item });
  }
  return plan;
}

interface ExistingCustomer {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  notes: string | null;
}

interface CustomerPlan {
  creates: CustomerInput[];
  updates: { input: CustomerInput; customer: ExistingCustomer }[];
}

/**
 * A phone number's last 9 digits: the same number written locally (024 111 2222) and with its
 * country code (+233 24 111 2222) is one customer.
 */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/** Matches customers by phone (its digits), then email, then name. */
async function planCustomers(
  db: DbOrTx,
  businessId: string,
  inputs: CustomerInput[],
  errors: ImportError[],
  lock: boolean,
): Promise<CustomerPlan> {
  const existing = rowsOf<ExistingCustomer>(
    await db.execute(sql`select id, name, phone, email, address, notes from customers
      where business_id = ${businessId} order by created_at, id
      ${lock ? sql`for update` : sql``}`),
  );
  const byPhone = new Map<string, ExistingCustomer>();
  const byEmail = new Map<string, ExistingCustomer>();
  const byName = new Map<string, ExistingCustomer>();
  for (const c of existing) {
    if (c.phone && phoneKey(c.phone)) byPhone.set(phoneKey(c.phone), c);
    if (c.email) byEmail.set(lower(c.email), c);
    if (!byName.has(lower(c.name))) byName.set(lower(c.name), c);
  }
  const seen = new Map<string, number>();
  const plan: CustomerPlan = { creates: [], updates: [] };
  for (const input of inputs) {
    const phone = input.phone ? phoneKey(input.phone) : '';
    const key = phone
      ? `phone:${phone}`
      : input.email
        ? `email:${input.email}`
        : `name:${lower(input.name)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        row: input.row,
        field: key.slice(0, key.indexOf(':')),
        message: DATA_TRANSFER_MESSAGES.duplicateRow(first),
      });
      continue;
    }
    seen.set(key, input.row);
    const customer =
      (phone ? byPhone.get(phone) : undefined) ??
      (input.email ? byEmail.get(input.email) : undefined) ??
      (!phone && !input.email ? byName.get(lower(input.name)) : undefined);
    if (!customer) {
      plan.creates.push(input);
      continue;
    }
    const differs = (value: string | undefined, current: string | null) =>
      value !== undefined && value !== current;
    if (
      input.name !== customer.name ||
      differs(input.phone, customer.phone) ||
      differs(input.email, customer.email) ||
      differs(input.address, customer.address) ||
      differs(input.notes, customer.notes)
    ) {
      plan.updates.push({ input, customer });
    }
  }
  return plan;
}

// ---- applying ----

async function applyItems(
  deps: AppDeps,
  tx: Tx,
  businessId: string,
  userId: string,
  plan: ItemPlan,
) {
  const named = [...plan.creates, ...plan.updates.map((u) => u.input)].sort(
    (a, b) => a.row - b.row,
  );
  const categoryIds = await categoriesService.resolveCategoryNames(
    tx,
    businessId,
    named.flatMap((r) => (r.category ? [r.category] : [])),
    true,
  );
  const categoryOf = (r: ItemInput) =>
    r.category ? (categoryIds.get(lower(r.category)) ?? null) : null;
  for (let i = 0; i < plan.creates.length; i += BATCH) {
    const created = await inventoryRepo.insertItems(
      tx,
      plan.creates.slice(i, i + BATCH).map((r) => ({
        businessId,
        name: r.name,
        sku: r.sku ?? null,
        barcode: r.barcode ?? null,
        categoryId: categoryOf(r),
        price: r.price ?? '0.00',
        cost: r.cost ?? '0.00',
        stock: r.stock ?? 0,
        description: r.description ?? null,
        lowStockThreshold: r.lowStock ?? null,
      })),
    );
    // Stock in the file is the item's opening stock: an entry, so stock == sum(entries).
    await stockService.recordOpeningStock(tx, businessId, created, userId);
  }
  for (let i = 0; i < plan.updates.length; i += BATCH) {
    const chunk = plan.updates.slice(i, i + BATCH);
    await inventoryRepo.updateItemsFromImport(
      tx,
      businessId,
      chunk.map(({ input: r, item }) => ({
        id: item.id,
        name: r.name,
        barcode: r.barcode ?? null,
        category_id: categoryOf(r),
        price: r.price ?? null,
        cost: r.cost ?? null,
        unit: null,
        description: r.description ?? null,
        show_in_shop: null,
      })),
    );
    const thresholds = chunk.filter(({ input }) => input.lowStock !== undefined);
    if (thresholds.length > 0) {
      await tx.execute(sql`update inventory_items i set low_stock_threshold = v.t
        from jsonb_to_recordset(${JSON.stringify(
          thresholds.map(({ input, item }) => ({ id: item.id, t: input.lowStock })),
        )}::jsonb) as v(id uuid, t integer)
        where i.id = v.id and i.business_id = ${businessId}`);
    }
    // A different level in the file is an adjustment entry, never a rewrite of the history.
    await stockService.applyStockAdjustments(
      deps,
      tx,
      businessId,
      chunk.flatMap(({ input, item }) =>
        input.stock !== undefined && input.stock !== item.stock
          ? [{ productId: item.id, quantity: input.stock - item.stock }]
          : [],
      ),
      { note: IMPORT_NOTE, createdBy: userId },
    );
  }
}

async function applyCustomers(tx: Tx, businessId: string, plan: CustomerPlan) {
  for (let i = 0; i < plan.creates.length; i += BATCH) {
    const chunk = plan.creates.slice(i, i + BATCH).map((c) => ({
      name: c.name,
      phone: c.phone ?? null,
      email: c.email ?? null,
      address: c.address ?? null,
      notes: c.notes ?? null,
    }));
    await tx.execute(sql`insert into customers (business_id, name, phone, email, address, notes)
      select ${businessId}, v.name, v.phone, v.email, v.address, v.notes
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as v(name text, phone text, email text, address text, notes text)`);
  }
  for (let i = 0; i < plan.updates.length; i += BATCH) {
    const chunk = plan.updates.slice(i, i + BATCH).map(({ input: c, customer }) => ({
      id: customer.id,
      name: c.name,
      phone: c.phone ?? null,
      email: c.email ?? null,
      address: c.address ?? null,
      notes: c.notes ?? null,
    }));
    await tx.execute(sql`update customers c set name = v.name,
        phone = coalesce(v.phone, c.phone), email = coalesce(v.email, c.email),
        address = coalesce(v.address, c.address), notes = coalesce(v.notes, c.notes),
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as v(id uuid, name text, phone text, email text, address text, notes text)
      where c.id = v.id and c.business_id = ${businessId}`);
  }
}

// ---- the routes' operations ----

function toDto(row: repo.ImportRow): DataImport {
  return {
    id: row.id,
    source: row.source,
    kind: row.kind,
    status: row.status,
    preview: row.preview as ImportPreview,
    ...(row.created !== null ? { created: row.created } : {}),
    ...(row.updated !== null ? { updated: row.updated } : {}),
  };
}

const report = (errors: ImportError[]) =>
  errors.sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED_ERRORS);

async function previewOf(
  db: DbOrTx,
  access: BusinessAccess,
  request: ImportRequest,
  bytes: Buffer,
): Promise<ImportPreview> {
  const parsed = parseUpload(request, bytes);
  const stores = parsed.stores ? { stores: parsed.stores, store: parsed.store } : {};
  if (request.kind === 'customers') {
    const plan = await planCustomers(db, access.id, parsed.customers, parsed.errors, false);
    return {
      create: plan.creates.length,
      update: plan.updates.length,
      errors: report(parsed.errors),
    };
  }
  const plan = await planItems(db, access.id, parsed.items, parsed.errors, false);
  return {
    create: plan.creates.length,
    update: plan.updates.length,
    errors: report(parsed.errors),
    ...stores,
  };
}

/** A restore's preview: the whole export is read (a bad row shows here), a batch at a time. */
async function previewRestore(
  db: DbOrTx,
  access: BusinessAccess,
  request: ImportRequest,
  file: string,
): Promise<ImportPreview> {
  if (request.source !== 'shopbook') {
    throw validationError([{ field: 'kind', message: DATA_TRANSFER_MESSAGES.allNeedsShopbook }]);
  }
  const head = Buffer.alloc(4);
  const handle = await open(file, 'r');
  await handle.read(head, 0, 4, 0).finally(() => handle.close());
  if (!isZip(head)) throw fileError(DATA_TRANSFER_MESSAGES.notOurZip);
  const book = await openShopbook(file);
  await assertEmptyBusiness(db, access.id);
  return { create: await countShopbookRows(book), update: 0, errors: [] };
}

/** A restore goes into a business with no records of its own (else 409). */
export async function assertEmptyBusiness(db: DbOrTx, businessId: string) {
  const [row] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select
      exists (select 1 from inventory_items where business_id = ${businessId})
      or exists (select 1 from customers where business_id = ${businessId})
      or exists (select 1 from sales where business_id = ${businessId})
      or exists (select 1 from expenses where business_id = ${businessId})
      or exists (select 1 from categories where business_id = ${businessId})
      or exists (select 1 from suppliers where business_id = ${businessId})
      or exists (select 1 from shifts where business_id = ${businessId}) as any`),
  );
  if (row?.any) throw new AppError('CONFLICT', DATA_TRANSFER_MESSAGES.notEmpty, 409);
}

/**
 * Reads the upload (a file on disk, the caller removes it) and says what applying it would do;
 * the file waits in the store.
 */
export async function createImport(
  deps: AppDeps,
  access: BusinessAccess,
  userId: string,
  request: ImportRequest,
  upload: { path: string; size: number },
): Promise<DataImport> {
  const id = randomUUID();
  const fileName = `import-${id}`;
  let preview: ImportPreview;
  if (request.kind === 'all') {
    preview = await previewRestore(deps.db, access, request, upload.path);
    await exportStore(deps).putStream(
      fileName,
      createReadStream(upload.path),
      upload.size,
      'application/zip',
    );
  } else {
    // Items and customers are read in memory: the smaller limit.
    if (upload.size > DATA_IMPORT_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', DATA_TRANSFER_MESSAGES.tooLarge, 413);
    }
    const bytes = await readFile(upload.path);
    preview = await previewOf(deps.db, access, request, bytes);
    await exportStore(deps).put(fileName, bytes, 'application/octet-stream');
  }
  const row = await repo.insertImport(deps.db, {
    id,
    businessId: access.id,
    userId,
    source: request.source,
    kind: request.kind,
    store: preview.store ?? null,
    fileName,
    preview,
  });
  return toDto(row);
}

export async function getImport(deps: AppDeps, access: BusinessAccess, importId: string) {
  const row = await repo.findImport(deps.db, access.id, importId);
  if (!row) throw new AppError('NOT_FOUND', 'Import not found', 404);
  return toDto(row);
}

/**
 * Applies a previewed import in one transaction: the file is read and matched again under row
 * locks, so what changed since the preview is seen. Rows with errors are left out (the preview
 * listed them). An applied import answers its result again and writes nothing.
 */
export async function applyImport(
  deps: AppDeps,
  access: BusinessAccess,
  userId: string,
  importId: string,
): Promise<DataImport> {
  // A restore's zip is copied out of the store first: read by its directory, entry by entry.
  const restoreFile = await copyRestoreFile(deps, access, importId);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const found = await repo.findImport(tx, access.id, importId, true);
      if (!found) throw new AppError('NOT_FOUND', 'Import not found', 404);
      if (found.status === 'applied') return found;
      const request: ImportRequest = {
        source: found.source,
        kind: found.kind,
        store: found.store ?? undefined,
      };
      let created = 0;
      let updated = 0;
      if (request.kind === 'all') {
        if (!restoreFile) throw new AppError('GONE', DATA_TRANSFER_MESSAGES.expired, 410);
        await assertEmptyBusiness(tx, access.id);
        const book = await openShopbook(restoreFile);
        created = await restoreBusiness(tx, access.id, userId, book);
      } else {
        const file = await exportStore(deps).get(found.fileName);
        if (!file) throw new AppError('GONE', DATA_TRANSFER_MESSAGES.expired, 410);
        const parsed = parseUpload(request, await readAll(file.body));
        if (request.kind === 'customers') {
          const plan = await planCustomers(tx, access.id, parsed.customers, parsed.errors, true);
          await applyCustomers(tx, access.id, plan);
          created = plan.creates.length;
          updated = plan.updates.length;
        } else {
          const plan = await planItems(tx, access.id, parsed.items, parsed.errors, true);
          await applyItems(deps, tx, access.id, userId, plan);
          created = plan.creates.length;
          updated = plan.updates.length;
        }
      }
      const appliedAt = deps.now();
      await repo.markImportApplied(tx, found.id, { created, updated, appliedAt });
      return { ...found, status: 'applied' as const, created, updated, appliedAt };
    });
    void deps.jobs.kick();
    return toDto(row);
  } catch (err) {
    throw codeTakenError(err) ?? err;
  } finally {
    if (restoreFile) await rm(restoreFile, { force: true });
  }
}

/** A previewed restore's zip, copied to a temporary file; null for other imports or none. */
async function copyRestoreFile(deps: AppDeps, access: BusinessAccess, importId: string) {
  const found = await repo.findImport(deps.db, access.id, importId);
  if (!found || found.kind !== 'all' || found.status === 'applied') return null;
  const file = await exportStore(deps).get(found.fileName);
  if (!file) return null;
  const dir = path.join(deps.config.DATA_DIR, 'tmp');
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `restore-${randomUUID()}.zip`);
  try {
    await pipeline(file.body, createWriteStream(target));
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
  return target;
}
