import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DATA_TRANSFER_MESSAGES, SHOPBOOK_EXPORT_VERSION } from '@app/contracts';
import { rebuildRollups } from '#src/modules/rollups/rollups.repo.ts';
import type { DbOrTx, Tx } from '#src/platform/db.ts';
import { sqlStateOf } from '#src/platform/db-errors.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import { JSON_TABLES, SHOPBOOK_TABLE_DIR, type JsonTable } from './export-kinds.ts';
import {
  readZipEntry,
  zipEntries,
  zipEntryLines,
  ZipReadError,
  type ZipEntry,
} from './zip-reader.ts';

/*
 * A ShopBook export restored into a new, empty business (ADR 078): every row of the export
 * under a new id, its references to the other restored rows rewritten, in the export's table
 * order (each table after those it refers to), in the caller's one transaction. Receipt and order
 * numbers are kept, and their counters follow; the report rollups are rebuilt from the rows.
 *
 * Version 2 exports hold `shopbook.json` (the business, the counters) and one JSON-lines entry
 * per table (`tables/<table>.jsonl`), read a batch of rows at a time, so memory does not grow
 * with the export. Version 1 exports hold every row in `shopbook.json`, read whole (bounded).
 */

type Row = Record<string, unknown>;

export interface Shopbook {
  /** The zip on disk. */
  file: string;
  version: number;
  counters: { lastReceiptNumber: number | null; lastOrderNumber: number | null };
  business: Row;
  /** Version 2: each table's entry. */
  entries: Partial<Record<JsonTable, ZipEntry>>;
  /** Version 1: the rows, read with the header. */
  tables?: Record<JsonTable, Row[]>;
}

/** Rows per query: ids looked up and rows inserted a batch at a time. */
const BATCH = 2000;
/** Version 1's `shopbook.json` holds every row: read whole, so bounded. */
export const V1_JSON_MAX_BYTES = 128 * 1024 * 1024;
/** One table's JSON lines, inflated (a zip bomb stops here), and one row. */
const TABLE_MAX_BYTES = 8 * 1024 * 1024 * 1024;
const LINE_MAX_BYTES = 16 * 1024 * 1024;

const fileError = (message: string) => validationError([{ field: 'file', message }]);

/** Columns naming another restored row: rewritten to its new id, or null when it was not exported. */
const REFERENCES = [
  'category_id',
  'supplier_id',
  'customer_id',
  'shift_id',
  'sale_id',
  'product_id',
  'refund_id',
  'sale_item_id',
  'purchase_order_id',
  'recurring_id',
  'expense_id',
  'reference_id',
] as const;
/** Columns naming a user of the old server: the restoring owner made the copy. */
const USERS = ['created_by', 'opened_by', 'closed_by'] as const;
/** Stored files stay with the business that uploaded them (their removal follows its rows). */
const FILES = ['image', 'receipt_image'] as const;
/** The old business's staff (ADR 076) are not copied, their PINs above all: who served is dropped. */
const STAFF = ['staff_id', 'opened_by_staff_id', 'closed_by_staff_id'] as const;
/**
 * Columns renamed since an export could have been made: the M-Pesa receipt got a
 * provider-neutral home (migration 0036), so an older export's receipts are kept.
 */
function renamedColumns(table: string, row: Row): Row {
  if (!('mpesa_receipt' in row)) return row;
  const { mpesa_receipt: receipt, ...rest } = row;
  if (table === 'payments') return { ...rest, receipt };
  if (table === 'sales' && receipt !== null)
    return { ...rest, payment_reference: receipt, payment_provider: 'mpesa' };
  return rest;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function parseJson(bytes: Buffer | string): unknown {
  try {
    return JSON.parse(typeof bytes === 'string' ? bytes : bytes.toString('utf8'));
  } catch {
    throw fileError(DATA_TRANSFER_MESSAGES.notJson);
  }
}

const isRow = (value: unknown): value is Row =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'id' in value;

/** Zip errors (not a zip, cut off, a bomb) are the file's problem: a 400 saying so. */
async function readingZip<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ZipReadError) throw fileError(DATA_TRANSFER_MESSAGES.badZip);
    throw err;
  }
}

/** The export's header (and a version 1 export's rows), or a 400 saying what is wrong. */
export async function openShopbook(file: string): Promise<Shopbook> {
  return readingZip(async () => {
    const entries = await zipEntries(file);
    const byName = new Map(entries.map((e) => [e.name, e]));
    const main = byName.get('shopbook.json');
    if (!main) throw fileError(DATA_TRANSFER_MESSAGES.notOurZip);
    if (main.size > V1_JSON_MAX_BYTES) throw fileError(DATA_TRANSFER_MESSAGES.jsonTooLarge);
    const data = parseJson(await readZipEntry(file, main, V1_JSON_MAX_BYTES)) as Partial<
      Shopbook & { format: unknown; tables: unknown }
    >;
    if (!data || data.format !== 'shopbook' || typeof data.version !== 'number') {
      throw fileError(DATA_TRANSFER_MESSAGES.notOurZip);
    }
    if (data.version > SHOPBOOK_EXPORT_VERSION) {
      throw fileError(DATA_TRANSFER_MESSAGES.newerVersion);
    }
    const book: Shopbook = {
      file,
      version: data.version,
      counters: data.counters ?? { lastReceiptNumber: null, lastOrderNumber: null },
      business: (data.business ?? {}) as Row,
      entries: {},
    };
    if (data.version === 1) {
      book.tables = v1Tables(data.tables);
      return book;
    }
    for (const table of JSON_TABLES) {
      const entry = byName.get(`${SHOPBOOK_TABLE_DIR}${table}.jsonl`);
      if (entry) book.entries[table] = entry;
    }
    return book;
  });
}

function v1Tables(tables: unknown) {
  if (!tables || typeof tables !== 'object') throw fileError(DATA_TRANSFER_MESSAGES.notOurZip);
  const out = {} as Record<JsonTable, Row[]>;
  for (const table of JSON_TABLES) {
    const rows = (tables as Record<string, unknown>)[table] ?? [];
    if (!Array.isArray(rows) || !rows.every(isRow)) throw fileError(DATA_TRANSFER_MESSAGES.notJson);
    out[table] = rows;
  }
  return out;
}

/** Every row of the export, a batch at a time, table by table in JSON_TABLES order. */
export async function* shopbookRows(
  book: Shopbook,
): AsyncGenerator<{ table: JsonTable; rows: Row[] }> {
  for (const table of JSON_TABLES) {
    if (book.tables) {
      const rows = book.tables[table];
      for (let i = 0; i < rows.length; i += BATCH) {
        yield { table, rows: rows.slice(i, i + BATCH) };
      }
      continue;
    }
    const entry = book.entries[table];
    if (!entry) continue;
    let rows: Row[] = [];
    const lines = zipEntryLines(book.file, entry, TABLE_MAX_BYTES, LINE_MAX_BYTES);
    for await (const line of await readingZip(async () => lines)) {
      if (line.trim() === '') continue;
      const row = parseJson(line);
      if (!isRow(row)) throw fileError(DATA_TRANSFER_MESSAGES.notJson);
      rows.push(row);
      if (rows.length === BATCH) {
        yield { table, rows };
        rows = [];
      }
    }
    if (rows.length > 0) yield { table, rows };
  }
}

/** How many rows the export holds (a preview reads it all, so a bad row shows up there). */
export async function countShopbookRows(book: Shopbook): Promise<number> {
  let count = 0;
  await readingZip(async () => {
    for await (const { rows } of shopbookRows(book)) count += rows.length;
  });
  return count;
}

/**
 * Each exported id and its new one, in a temporary table of the transaction: references may
 * point forward (a supplier payment to a later purchase order), and a map in memory would grow
 * with the export.
 */
async function mapIds(tx: Tx, book: Shopbook) {
  await tx.execute(sql`create temporary table restore_ids (old text primary key, new uuid not null)
    on commit drop`);
  for await (const { rows } of shopbookRows(book)) {
    const pairs: Record<string, string> = {};
    for (const row of rows) pairs[String(row.id)] = randomUUID();
    await tx.execute(sql`insert into restore_ids (old, new)
      select key, value::uuid from json_each_text(${JSON.stringify(pairs)}::json)`);
  }
  // A temporary table has no statistics (autovacuum skips it): without them the planner may
  // scan all of it for each batch's look-up instead of using its key.
  await tx.execute(sql`analyze restore_ids`);
}

async function newIds(db: DbOrTx, rows: Row[]) {
  const wanted = new Set<string>();
  for (const row of rows) {
    wanted.add(String(row.id));
    for (const column of REFERENCES) {
      const value = row[column];
      if (value !== undefined && value !== null) wanted.add(String(value));
    }
  }
  const found = rowsOf<{ old: string; new: string }>(
    await db.execute(sql`select old, new::text as new from restore_ids
      where old in (select json_array_elements_text(${JSON.stringify([...wanted])}::json))`),
  );
  return new Map(found.map((r) => [r.old, r.new]));
}

/** Writes every row into `businessId`; answers how many rows it wrote. */
export async function restoreBusiness(
  tx: Tx,
  businessId: string,
  userId: string,
  book: Shopbook,
): Promise<number> {
  let written = 0;
  try {
    await readingZip(() => mapIds(tx, book));
    for await (const { table, rows } of shopbookRows(book)) {
      const ids = await newIds(tx, rows);
      const copies = rows.map((row) => {
        const copy: Row = {
          ...renamedColumns(table, row),
          id: ids.get(String(row.id)),
          business_id: businessId,
        };
        for (const column of REFERENCES) {
          if (column in copy && copy[column] !== null) {
            copy[column] = ids.get(String(copy[column])) ?? null;
          }
        }
        for (const column of USERS)
          if (copy[column] !== undefined && copy[column] !== null) copy[column] = userId;
        for (const column of [...FILES, ...STAFF]) if (column in copy) copy[column] = null;
        return copy;
      });
      // The table's own columns, typed by its row type: a column the export has and this
      // version has not is dropped, one it lacks takes null (then the column's default fails
      // loudly if it may not be null).
      await tx.execute(sql`insert into ${sql.raw(table)}
        select * from jsonb_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(copies)}::jsonb)`);
      written += rows.length;
    }
  } catch (err) {
    throw restoreDataError(err) ?? err;
  }
  const { lastReceiptNumber, lastOrderNumber } = book.counters;
  if (lastReceiptNumber !== null) {
    await tx.execute(sql`insert into sale_counters (business_id, last_receipt_number)
      values (${businessId}, ${lastReceiptNumber})
      on conflict (business_id) do update set last_receipt_number = excluded.last_receipt_number`);
  }
  if (lastOrderNumber !== null) {
    await tx.execute(sql`insert into purchase_order_counters (business_id, last_number)
      values (${businessId}, ${lastOrderNumber})
      on conflict (business_id) do update set last_number = excluded.last_number`);
  }
  // The reports' settings (time zone, tax, currency) come along, so the reports read the same.
  const business = book.business;
  await tx.execute(sql`update businesses set
      settings = coalesce(${JSON.stringify(business.settings ?? null)}::jsonb, settings),
      currency = coalesce(${typeof business.currency === 'string' ? business.currency : null}, currency),
      updated_at = now()
    where id = ${businessId}`);
  await rebuildRollups(tx, businessId);
  return written;
}

/**
 * A row the database refuses (a duplicated id, a value of the wrong type, a missing reference)
 * comes from the file, the business being empty: a 400 naming the file, never a 500.
 */
function restoreDataError(err: unknown): AppError | null {
  if (err instanceof AppError) return null;
  const code = sqlStateOf(err);
  if (code?.startsWith('22') || code?.startsWith('23')) {
    return fileError(DATA_TRANSFER_MESSAGES.badRows);
  }
  return null;
}
