import {
  PURCHASE_ORDER_MESSAGES,
  type PurchaseOrder,
  type ReceivePurchaseOrderInput,
  UUID_PATTERN,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import { weightedAverageCostCents } from '@app/contracts/domain/weighted-cost';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './purchase-orders.repo.ts';
import { getOrder, orderNotFound } from './purchase-orders.service.ts';

const RECEIVABLE = new Set(['ordered', 'partially_received']);

/**
 * A delivery against an order, all in ONE transaction: the order row is locked first, so two
 * receipts of the same order queue and the second sees what the first received (never more than
 * ordered; the line's CHECK is the last word). Each line adds stock through a 'purchase' stock
 * entry referencing the order, and moves the item's cost to the weighted average, computed in
 * cents from the stock and cost read under the item's lock (packages/contracts domain). Any
 * refusal throws before commit: nothing is written.
 */
export async function receiveOrder(
  deps: stockService.StockDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  id: string,
  input: ReceivePurchaseOrderInput,
): Promise<PurchaseOrder> {
  if (!UUID_PATTERN.test(id)) throw orderNotFound();
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, access.id, id);
    if (!order) throw orderNotFound();
    if (!RECEIVABLE.has(order.status)) {
      throw new AppError(
        'PURCHASE_ORDER_NOT_RECEIVABLE',
        PURCHASE_ORDER_MESSAGES.notReceivable,
        409,
        { details: [{ field: 'status', message: PURCHASE_ORDER_MESSAGES.notReceivable }] },
      );
    }
    const lines = await repo.listLines(tx, [id]);
    const lineOf = new Map(lines.flatMap((l) => (l.productId ? [[l.productId, l] as const] : [])));
    const notInOrder = input.lines.flatMap((line, index) =>
      lineOf.has(line.productId.toLowerCase())
        ? []
        : [{ field: `lines.${index}.productId`, message: PURCHASE_ORDER_MESSAGES.notInOrder }],
    );
    if (notInOrder.length > 0) throw validationError(notInOrder);
    const tooMuch = input.lines.flatMap((line, index) => {
      const ordered = lineOf.get(line.productId.toLowerCase())!;
      const left = ordered.quantity - ordered.receivedQuantity;
      return line.quantity > left
        ? [{ field: `lines.${index}.quantity`, message: PURCHASE_ORDER_MESSAGES.tooMuch(left) }]
        : [];
    });
    if (tooMuch.length > 0) {
      throw new AppError('RECEIVE_TOO_MUCH', tooMuch[0]!.message, 409, { details: tooMuch });
    }
    // Locked in id order (as a sale does), so a sale and a receipt never wait on each other.
    const items = await inventoryService.getItemsForSale(
      tx,
      access.id,
      input.lines.map((l) => l.productId),
    );
    let value = 0n;
    const received = new Map<string, number>();
    for (const [index, line] of input.lines.entries()) {
      const ordered = lineOf.get(line.productId.toLowerCase())!;
      const item = items.get(line.productId.toLowerCase());
      if (!item) {
        throw validationError([
          { field: `lines.${index}.productId`, message: PURCHASE_ORDER_MESSAGES.productNotFound },
        ]);
      }
      const unitCost = line.unitCost ?? ordered.unitCost;
      const unitCents = toCents(unitCost);
      const cost = weightedAverageCostCents(
        item.stock,
        toCents(item.cost),
        line.quantity,
        unitCents,
      );
      await stockService.applyStockChange(deps, tx, {
        businessId: access.id,
        productId: item.id,
        quantity: line.quantity,
        type: 'purchase',
        unitCost,
        setCost: fromCents(cost),
        referenceId: id,
        createdBy: user.id,
        allowNegative: true,
      });
      await repo.addReceived(tx, ordered.id, line.quantity);
      received.set(ordered.id, line.quantity);
      value += BigInt(line.quantity) * unitCents;
    }
    const complete = lines.every(
      (l) => l.receivedQuantity + (received.get(l.id) ?? 0) >= l.quantity,
    );
    await repo.updateOrder(tx, access.id, id, {
      status: complete ? 'received' : 'partially_received',
      receivedValue: fromCents(toCents(order.receivedValue) + value),
    });
  });
  return getOrder(db, access, id);
}
