import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_SETTINGS,
  STOCK_MESSAGES,
  type CreateStockEntryInput,
  type InventoryItem,
  type StockEntry,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { refuseUnclaimed, type KeyClaim } from '#src/platform/idempotency.ts';
import { isoTimeText, moneyNumberText } from '#src/platform/sql-text.ts';
import { refusalOf } from '#src/platform/statement-refusal.ts';
import { LOW_STOCK_JOB } from './low-stock.ts';
import {
  ITEM_GONE_REFUSAL,
  STAMPED,
  STOCK_SHORT_REFUSAL,
  writeStockEntry,
  type ShortItem,
} from './record-stock-entry.repo.ts';
import { itemNotFound } from './stock.service.ts';

/**
 * Stand-ins for what only the statement knows, in the answer made before it (ADR 039's way): the
 * stock after the change, the item's cost, its updated_at and the entry's created_at.
 * `textWithSql` puts the written values in. Integers and letters: none needs escaping, and each
 * fill below occurs once in the answer.
 */
const STOCK_STAND_IN = 9_007_199_254_740_991;
const COST_STAND_IN = 9_007_199_254_740_990;
const UPDATED_AT_STAND_IN = 'itemUpdatedAtStandInForTheStatement';
const CREATED_AT_STAND_IN = 'entryCreatedAtStandInForTheStatement';

function insufficientStock(name: string, available: number, quantity: number, productId: string) {
  return new AppError(
    'INSUFFICIENT_STOCK',
    STOCK_MESSAGES.insufficientStock(name, available),
    409,
    { productId, available, requested: -quantity },
  );
}

export interface StockEntryFolds {
  /** The idempotency key (null without one): claimed, with the answer, in the statement. */
  claim: KeyClaim | null;
  /** The change signal, sent when the statement commits (null: sent after, on PGlite). */
  signal: SQL | null;
}

/**
 * POST /stock: a restock, adjustment, damage or return recorded by a person, in two statements
 * (ADR 023): the item as answered, read without a lock by the caller (404 and 409 from it), then
 * `writeStockEntry`, which checks again under its lock and writes everything. The answer is the
 * item as read with the written stock, cost, low-stock flag and time. Throws the statement's
 * refusal of a key someone else had first (the caller replays).
 */
export async function createStockEntry(
  deps: Pick<AppDeps, 'jobs'>,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreateStockEntryInput,
  /** The item as answered (inventory's `findItemAnswer`, read by the route: no module cycle). */
  read: InventoryItem | undefined,
  folds: StockEntryFolds,
): Promise<{ entry: StockEntry; item: InventoryItem; storedPayload: string | null }> {
  const settings = { ...DEFAULT_BUSINESS_SETTINGS, ...access.row.settings };
  if (!read) throw itemNotFound();
  const allowNegative = settings.allowNegativeStock;
  if (!allowNegative && input.quantity < 0 && read.stock + input.quantity < 0) {
    throw insufficientStock(read.name, read.stock, input.quantity, read.id);
  }
  const unitCost = input.unitCost ?? null;
  const level = read.lowStockThreshold ?? settings.lowStockThreshold;
  const entry: StockEntry = {
    id: randomUUID(),
    productId: read.id,
    productName: read.name,
    type: input.type,
    quantityChange: input.quantity,
    stockAfter: STOCK_STAND_IN,
    unitCost: unitCost === null ? null : Number(unitCost),
    note: input.note ?? null,
    saleId: null,
    createdBy: user.id,
    createdByUsername: user.username,
    createdAt: CREATED_AT_STAND_IN,
  };
  const item: InventoryItem = {
    ...read,
    stock: STOCK_STAND_IN,
    cost: COST_STAND_IN,
    updatedAt: UPDATED_AT_STAND_IN,
  };
  // Each fill starts at a key: a user's text (a name, a note) is a JSON string, where a quote
  // is escaped, so it cannot hold one of these by chance.
  const fills = {
    [`"stockAfter":${STOCK_STAND_IN}`]: sql`'"stockAfter":' || ${STAMPED}.stock`,
    [`"stock":${STOCK_STAND_IN}`]: sql`'"stock":' || ${STAMPED}.stock`,
    [`"cost":${COST_STAND_IN}`]: sql`'"cost":' || ${moneyNumberText(sql`${STAMPED}.cost`)}`,
    [`"isLowStock":${item.isLowStock}`]: sql`'"isLowStock":' || (${STAMPED}.stock <= ${level}::integer)::text`,
    [`"updatedAt":"${UPDATED_AT_STAND_IN}"`]: sql`'"updatedAt":"' || ${isoTimeText(sql`${STAMPED}.updated_at`)} || '"'`,
    [`"createdAt":"${CREATED_AT_STAND_IN}"`]: sql`'"createdAt":"' || ${isoTimeText(sql`${STAMPED}.created_at`)} || '"'`,
  };
  const claim = folds.claim?.claimWithAnswer(
    { statusCode: 201, body: { entry, item } },
    fills,
    STAMPED,
  );
  try {
    const written = await writeStockEntry(
      db,
      {
        entryId: entry.id,
        businessId: access.id,
        productId: read.id,
        productName: read.name,
        quantity: input.quantity,
        type: input.type,
        unitCost,
        note: entry.note,
        createdBy: user.id,
        allowNegative,
        lowStockThreshold: settings.lowStockThreshold,
      },
      {
        claim: claim ?? null,
        refuseUnclaimed: claim ? refuseUnclaimed(sql`claim`) : null,
        signal: folds.signal,
        enqueueLowStock: (payloads) => deps.jobs.enqueueSql(LOW_STOCK_JOB, payloads),
      },
    );
    if (written.lowStockJobs > 0) void deps.jobs.kick();
    entry.stockAfter = written.stock;
    entry.createdAt = written.createdAt;
    item.stock = written.stock;
    item.cost = Number(written.cost);
    item.isLowStock = written.stock <= level;
    item.updatedAt = written.updatedAt;
    return { entry, item, storedPayload: written.storedPayload };
  } catch (err) {
    if (refusalOf(err, ITEM_GONE_REFUSAL)) throw itemNotFound();
    const short = refusalOf(err, STOCK_SHORT_REFUSAL)?.detail as ShortItem | undefined;
    if (short) throw insufficientStock(short.name, short.stock, input.quantity, read.id);
    throw err;
  }
}
