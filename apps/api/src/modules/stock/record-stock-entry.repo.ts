import { sql, type SQL } from 'drizzle-orm';
import type { StockEntryType } from '@app/contracts';
import { inventoryItems } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { isoTimeText, moneyNumberText } from '#src/platform/sql-text.ts';
import { refuseWhen } from '#src/platform/statement-refusal.ts';
import { lowStockPayloadsSql } from './low-stock.ts';
import { costAfter } from './stock.repo.ts';

/**
 * A stock entry recorded by a person (POST /stock) in ONE data-modifying statement, its own
 * transaction (ADR 039's shape for a sale): it locks the item, refuses itself when the
 * item is gone or would go below zero, moves the stock (and the cost to the weighted average on a
 * restock with a unit cost), inserts the entry, enqueues the low-stock job on a crossing, and
 * folds in the idempotency key's claim with the answer and the change signal. The row lock lasts
 * one statement. Sale edits and deletes still go through `applyStockChange` in their transaction.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Why `writeStockEntry` refused itself: nothing was written. */
export const ITEM_GONE_REFUSAL = 'stock:item_gone';
export const STOCK_SHORT_REFUSAL = 'stock:short';

/** What a short refusal carries: the item's name and stock under the lock. */
export interface ShortItem {
  name: string;
  stock: number;
}

/** The CTE of the written row: what `folds` may read (stock, cost, updated_at, created_at). */
export const STAMPED = sql`stamped`;

export interface StockEntryWrite {
  entryId: string;
  businessId: string;
  productId: string;
  /** The name the read gave: the entry's copy, as the answer shows it. */
  productName: string;
  /** Signed, non-zero. */
  quantity: number;
  type: StockEntryType;
  unitCost: string | null;
  note: string | null;
  createdBy: string;
  allowNegative: boolean;
  /** The business's low-stock level, for items without their own. */
  lowStockThreshold: number;
}

export interface StockEntryFolds {
  /** The key's claim with the answer (`claimWithAnswer` from STAMPED), or null. */
  claim: SQL | null;
  /** The select expression that refuses the statement when `claim` returned no row. */
  refuseUnclaimed: SQL | null;
  /** The change signal, a select expression (null: sent after the statement). */
  signal: SQL | null;
  enqueueLowStock: (payloads: SQL) => { insert: SQL; notify: SQL | null };
}

/** What the statement wrote, as the answer writes it (`isoTimeText`, `moneyNumberText`). */
export interface WrittenStockEntry {
  stock: number;
  cost: string;
  updatedAt: string;
  createdAt: string;
  storedPayload: string | null;
  lowStockJobs: number;
}

export async function writeStockEntry(
  db: DbOrTx,
  input: StockEntryWrite,
  folds: StockEntryFolds,
): Promise<WrittenStockEntry> {
  const i = inventoryItems;
  const q = sql`${input.quantity}::integer`;
  const averageInCost = input.type === 'restock' && input.quantity > 0 ? input.unitCost : null;
  const jobs = folds.enqueueLowStock(
    lowStockPayloadsSql(input.businessId, input.lowStockThreshold, sql`moved`),
  );
  const claim = folds.claim ? sql`, claim as (${folds.claim})` : sql``;
  const select = [
    sql`(select stock from stamped) as stock`,
    sql`(select ${moneyNumberText(sql`cost`)} from stamped) as cost`,
    sql`(select ${isoTimeText(sql`updated_at`)} from stamped) as updated_at`,
    sql`(select ${isoTimeText(sql`created_at`)} from stamped) as created_at`,
    folds.claim ? sql`(select payload from claim) as payload` : sql`null::text as payload`,
    sql`(select count(*) from jobs)::integer as low_stock_jobs`,
    // Refusals last: any of them rolls back everything above.
    sql`${refuseWhen(sql`not exists (select 1 from locked)`, ITEM_GONE_REFUSAL)} as item_found`,
    sql`${refuseWhen(
      sql`exists (select 1 from short)`,
      STOCK_SHORT_REFUSAL,
      sql`(select row_to_json(short) from short)`,
    )} as stock_enough`,
    ...(folds.refuseUnclaimed ? [sql`${folds.refuseUnclaimed} as claimed`] : []),
    ...(jobs.notify ? [sql`${jobs.notify} as jobs_notified`] : []),
    ...(folds.signal ? [folds.signal] : []),
  ];
  const [row] = rowsOf<{
    stock: number;
    cost: string;
    updated_at: string;
    created_at: string;
    payload: string | null;
    low_stock_jobs: number;
  }>(
    await db.execute(sql`
      with locked as (
        select l.name, l.stock from inventory_items l
        where l.business_id = ${input.businessId} and l.id = ${input.productId}::uuid
        for update
      ), short as (
        select name, stock from locked
        where not ${input.allowNegative}::boolean and ${q} < 0 and stock + ${q} < 0
      ), moved as (
        -- Waits for \`locked\` (its one-time filter runs before the scan): the row is locked
        -- first, and this sees its latest version, the one \`short\` checked.
        update ${i} set stock = ${i.stock} + ${q},
          cost = ${costAfter(input.quantity, averageInCost)}, updated_at = now()
        where ${i.id} = ${input.productId}::uuid and ${i.businessId} = ${input.businessId}::uuid
          and exists (select 1 from locked)
          and (${input.allowNegative}::boolean or ${q} > 0 or ${i.stock} + ${q} >= 0)
        returning ${i.id} as id, ${i.name} as name, ${i.stock} as stock, ${i.cost} as cost,
          ${i.lowStockThreshold} as low_stock_threshold, ${i.updatedAt} as updated_at,
          ${q} as quantity, ${input.entryId}::uuid as "entryId"
      ), entry as (
        -- Stamped after the row lock: the history's order is the order of the changes.
        insert into stock_entries (id, business_id, product_id, product_name, type,
          quantity_change, stock_after, unit_cost, note, created_by, created_at)
        select d."entryId", ${input.businessId}::uuid, d.id, ${input.productName}, ${input.type},
          d.quantity, d.stock, ${input.unitCost}::numeric, ${input.note},
          ${input.createdBy}::uuid, clock_timestamp()
        from moved d
        returning created_at
      ), stamped as (
        select d.stock, d.cost, d.updated_at, e.created_at from moved d cross join entry e
      )${claim}, jobs as (${jobs.insert})
      select ${sql.join(select, sql`, `)}`),
  );
  return {
    stock: Number(row!.stock),
    cost: row!.cost,
    updatedAt: row!.updated_at,
    createdAt: row!.created_at,
    storedPayload: row!.payload,
    lowStockJobs: Number(row!.low_stock_jobs),
  };
}
