import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DATA_TRANSFER_MESSAGES, SHOPBOOK_EXPORT_VERSION } from '@app/contracts';
import { rebuildRollups } from '#src/modules/rollups/rollups.repo.ts';
import type { Tx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { validationError } from '#src/platform/multipart.ts';
import { JSON_TABLES, type JsonTable } from './export-kinds.ts';

/*
 * A ShopBook export restored into a new, empty business (ADR 078): every row of `shopbook.json`
 * under a new id, its references to the other restored rows rewritten, in the export's table
 * order (each table after those it refers to), in the caller's one transaction. Receipt and order
 * numbers are kept, and their counters follow; the report rollups are rebuilt from the rows.
 */

type Row = Record<string, unknown>;

export interface ShopbookData {
  version: number;
  counters: { lastReceiptNumber: number | null; lastOrderNumber: number | null };
  business: Row;
  tables: Record<JsonTable, Row[]>;
}

const BATCH = 500;
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

export function readShopbookJson(files: Record<string, Uint8Array>): ShopbookData {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(files['shopbook.json']));
  } catch {
    throw fileError(DATA_TRANSFER_MESSAGES.notJson);
  }
  const d = data as Partial<ShopbookData> & { format?: unknown };
  if (!d || d.format !== 'shopbook' || typeof d.version !== 'number' || !d.tables) {
    throw fileError(DATA_TRANSFER_MESSAGES.notOurZip);
  }
  if (d.version > SHOPBOOK_EXPORT_VERSION) throw fileError(DATA_TRANSFER_MESSAGES.newerVersion);
  const tables = {} as Record<JsonTable, Row[]>;
  for (const table of JSON_TABLES) {
    const rows = (d.tables as Record<string, unknown>)[table] ?? [];
    if (!Array.isArray(rows) || rows.some((r) => !r || typeof r !== 'object' || !('id' in r))) {
      throw fileError(DATA_TRANSFER_MESSAGES.notJson);
    }
    tables[table] = rows as Row[];
  }
  return {
    version: d.version,
    counters: d.counters ?? { lastReceiptNumber: null, lastOrderNumber: null },
    business: (d.business ?? {}) as Row,
    tables,
  };
}

/** Writes every row into `businessId`; answers how many rows it wrote. */
export async function restoreBusiness(
  _deps: AppDeps,
  tx: Tx,
  businessId: string,
  userId: string,
  data: ShopbookData,
): Promise<number> {
  const ids = new Map<string, string>();
  for (const table of JSON_TABLES) {
    for (const row of data.tables[table]) ids.set(String(row.id), randomUUID());
  }
  let written = 0;
  for (const table of JSON_TABLES) {
    const rows = data.tables[table].map((row) => {
      const copy: Row = { ...row, id: ids.get(String(row.id)), business_id: businessId };
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
    for (let i = 0; i < rows.length; i += BATCH) {
      // The table's own columns, typed by its row type: a column the export has and this
      // version has not is dropped, one it lacks takes null (then the column's default fails
      // loudly if it may not be null).
      const json = JSON.stringify(rows.slice(i, i + BATCH));
      await tx.execute(sql`insert into ${sql.raw(table)}
        select * from jsonb_populate_recordset(null::${sql.raw(table)}, ${json}::jsonb)`);
      written += Math.min(BATCH, rows.length - i);
    }
  }
  const { lastReceiptNumber, lastOrderNumber } = data.counters;
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
  const business = data.business;
  await tx.execute(sql`update businesses set
      settings = coalesce(${JSON.stringify(business.settings ?? null)}::jsonb, settings),
      currency = coalesce(${typeof business.currency === 'string' ? business.currency : null}, currency),
      updated_at = now()
    where id = ${businessId}`);
  await rebuildRollups(tx, businessId);
  return written;
}
