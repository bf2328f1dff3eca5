import { randomUUID } from 'node:crypto';
import {
  TRANSFER_MESSAGES,
  type CreateTransferInput,
  type Transfer,
  UUID_PATTERN,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import { weightedAverageCost } from '@app/contracts/domain/weighted-cost';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import {
  businessMembers,
  loadBusinessForUser,
  type BusinessAccess,
} from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { notFound } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './transfers.repo.ts';

type TransferRow = Awaited<ReturnType<typeof repo.listTransfers>>[number];
type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];

function toTransfer(row: TransferRow, lines: LineRow[], businessId: string): Transfer {
  let value = 0n;
  let quantity = 0;
  for (const line of lines) {
    quantity += line.quantity;
    value += BigInt(line.quantity) * toCents(line.unitCost);
  }
  return {
    id: row.transfer.id,
    fromBusinessId: row.transfer.businessId,
    fromBusinessName: row.fromName,
    toBusinessId: row.transfer.toBusinessId,
    toBusinessName: row.toName,
    direction: row.transfer.businessId === businessId ? 'out' : 'in',
    note: row.transfer.note,
    lines: lines.map((line) => ({
      productId: line.productId,
      toProductId: line.toProductId,
      productName: line.productName,
      quantity: line.quantity,
      unitCost: Number(line.unitCost),
      matchedBy: line.matchedBy,
    })),
    quantity,
    value: Number(fromCents(value)),
    createdAt: row.transfer.createdAt.toISOString(),
  };
}

/**
 * Sends stock to another of the caller's businesses, both ledgers in one transaction: a
 * 'transfer_out' entry here and a 'transfer_in' entry there per line (reference: the transfer),
 * at the moving item's cost. The receiving item is matched by barcode, SKU, then exact name, or
 * created with the same name, price and cost; its cost becomes the weighted average.
 * Throws 404 for a business the caller does not own, 409 INSUFFICIENT_STOCK.
 */
export async function createTransfer(
  deps: AppDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreateTransferInput,
): Promise<Transfer> {
  const toBusinessId = input.toBusinessId.toLowerCase();
  if (toBusinessId === access.id) {
    throw validationError([{ field: 'toBusinessId', message: TRANSFER_MESSAGES.sameBusiness }]);
  }
  return db.transaction(async (tx) => {
    const target = await loadBusinessForUser(deps, user.id, toBusinessId, {
      role: 'owner',
      db: tx,
    });
    await repo.lockBusinesses(tx, [access.id, target.id]);
    const lines = input.lines
      .map((line, index) => ({ ...line, index, productId: line.productId.toLowerCase() }))
      .sort((a, b) => (a.productId < b.productId ? -1 : 1));
    const items = await inventoryService.lockItemsById(
      tx,
      access.id,
      lines.map((line) => line.productId),
    );
    const missing = lines.find((line) => !items.has(line.productId));
    if (missing) {
      throw validationError([
        { field: `lines.${missing.index}.productId`, message: TRANSFER_MESSAGES.productNotFound },
      ]);
    }
    const id = randomUUID();
    const transfer = await repo.insertTransfer(tx, {
      id,
      businessId: access.id,
      toBusinessId: target.id,
      note: input.note ?? null,
      createdBy: user.id,
    });
    const written: repo.NewTransferLine[] = [];
    for (const line of lines) {
      const source = items.get(line.productId)!;
      await stockService.applyStockChange(deps, tx, {
        businessId: access.id,
        productId: source.id,
        quantity: -line.quantity,
        type: 'transfer_out',
        unitCost: source.cost,
        referenceId: id,
        createdBy: user.id,
        allowNegative: false,
      });
      const receiving = await receivingItem(tx, target, user, source);
      await stockService.applyStockChange(deps, tx, {
        businessId: target.id,
        productId: receiving.id,
        quantity: line.quantity,
        type: 'transfer_in',
        unitCost: source.cost,
        setCost: weightedAverageCost(receiving.stock, receiving.cost, line.quantity, source.cost),
        referenceId: id,
        createdBy: user.id,
        allowNegative: true,
      });
      written.push({
        transferId: id,
        businessId: access.id,
        productId: source.id,
        toProductId: receiving.id,
        productName: source.name,
        quantity: line.quantity,
        unitCost: source.cost,
        matchedBy: receiving.matchedBy,
      });
    }
    const saved = await repo.insertLines(tx, written);
    return toTransfer(
      { transfer, fromName: access.row.name, toName: target.row.name },
      saved,
      access.id,
    );
  });
}

type SourceItem = inventoryService.LockedItem;

/** The item that receives the units, locked: matched, or created with stock 0. */
async function receivingItem(
  tx: DbOrTx,
  target: BusinessAccess,
  user: UserRow,
  source: SourceItem,
): Promise<{
  id: string;
  stock: number;
  cost: string;
  matchedBy: Transfer['lines'][number]['matchedBy'];
}> {
  const match = await inventoryService.lockMatchingItem(tx, target.id, source);
  if (match) {
    const { id, stock, cost } = match.item;
    return { id, stock, cost, matchedBy: match.matchedBy };
  }
  const created = await inventoryService.createItem(tx, target, user, {
    name: source.name,
    price: source.price,
    cost: source.cost,
    sku: source.sku,
    barcode: source.barcode,
    unit: source.unit,
    description: source.description,
    stock: 0,
  });
  return { id: created.id, stock: 0, cost: source.cost, matchedBy: 'created' };
}

export async function listTransfers(db: DbOrTx, access: BusinessAccess, limit: number) {
  const rows = await repo.listTransfers(db, access.id, limit);
  const lines = await repo.linesOf(
    db,
    rows.map((row) => row.transfer.id),
  );
  return {
    transfers: rows.map((row) =>
      toTransfer(
        row,
        lines.filter((line) => line.transferId === row.transfer.id),
        access.id,
      ),
    ),
  };
}

export async function getTransfer(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findTransfer(db, access.id, id) : undefined;
  if (!row) throw notFound('Transfer not found');
  return toTransfer(row, await repo.linesOf(db, [row.transfer.id]), access.id);
}

/** Tells the receiving business's open apps that its stock changed (best effort, after commit). */
export async function signalReceivingBusiness(
  deps: AppDeps,
  businessId: string,
  log: { warn: (obj: object, msg: string) => void },
) {
  try {
    const audience = await businessMembers(deps, businessId.toLowerCase());
    if (audience.length === 0) return;
    await deps.bus.publish({
      audience,
      type: 'changed',
      payload: { businessId: businessId.toLowerCase(), topics: ['stock', 'inventory'] },
    });
  } catch (err) {
    log.warn({ err }, 'change signal not published');
  }
}
