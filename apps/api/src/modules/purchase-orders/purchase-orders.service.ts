import {
  PURCHASE_ORDER_MESSAGES,
  type CreatePurchaseOrderInput,
  type ListPurchaseOrdersQuery,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type UpdatePurchaseOrderInput,
  UUID_PATTERN,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as suppliersService from '#src/modules/suppliers/suppliers.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './purchase-orders.repo.ts';

export const orderNotFound = () =>
  new AppError('PURCHASE_ORDER_NOT_FOUND', PURCHASE_ORDER_MESSAGES.notFound, 404);

export function toOrderDto(
  row: repo.PurchaseOrderRow,
  lines: repo.PurchaseOrderLineRow[],
): PurchaseOrder {
  return {
    id: row.id,
    businessId: row.businessId,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    number: row.number,
    status: row.status,
    note: row.note,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      receivedQuantity: line.receivedQuantity,
      unitCost: Number(line.unitCost),
    })),
    total: Number(row.total),
    receivedValue: Number(row.receivedValue),
    orderedAt: row.orderedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The order's total: quantity x unit cost over its lines, in cents (the shared money module). */
export function orderTotal(lines: { quantity: number; unitCost: string }[]): string {
  const cents = lines.reduce((sum, l) => sum + BigInt(l.quantity) * toCents(l.unitCost), 0n);
  return fromCents(cents);
}

export async function getOrder(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findOrder(db, access.id, id) : undefined;
  if (!row) throw orderNotFound();
  return toOrderDto(row, await repo.listLines(db, [row.id]));
}

export async function listOrders(
  db: DbOrTx,
  access: BusinessAccess,
  query: ListPurchaseOrdersQuery,
): Promise<PurchaseOrder[]> {
  const rows = await repo.listOrders(db, access.id, query);
  const lines = await repo.listLines(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, repo.PurchaseOrderLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.purchaseOrderId) ?? [];
    list.push(line);
    byOrder.set(line.purchaseOrderId, list);
  }
  return rows.map((row) => toOrderDto(row, byOrder.get(row.id) ?? []));
}

async function assertSupplier(db: DbOrTx, access: BusinessAccess, supplierId: string) {
  if (!(await suppliersService.supplierExists(db, access.id, supplierId))) {
    throw validationError([
      { field: 'supplierId', message: PURCHASE_ORDER_MESSAGES.supplierNotFound },
    ]);
  }
}

/** The lines as stored: each item must be the business's (a field error names the line). */
async function resolveLines(
  db: DbOrTx,
  access: BusinessAccess,
  lines: CreatePurchaseOrderInput['lines'],
): Promise<repo.NewLine[]> {
  const items = await inventoryService.findItemsByIds(
    db,
    access.id,
    lines.map((l) => l.productId),
  );
  const missing = lines.flatMap((line, index) =>
    items.has(line.productId.toLowerCase())
      ? []
      : [{ field: `lines.${index}.productId`, message: PURCHASE_ORDER_MESSAGES.productNotFound }],
  );
  if (missing.length > 0) throw validationError(missing);
  return lines.map((line, position) => {
    const item = items.get(line.productId.toLowerCase())!;
    return {
      businessId: access.id,
      productId: item.id,
      productName: item.name,
      position,
      quantity: line.quantity,
      unitCost: line.unitCost,
    };
  });
}

export async function createOrder(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreatePurchaseOrderInput,
): Promise<PurchaseOrder> {
  await assertSupplier(db, access, input.supplierId);
  const lines = await resolveLines(db, access, input.lines);
  const id = await db.transaction(async (tx) => {
    const number = await repo.takeOrderNumber(tx, access.id);
    const orderId = await repo.insertOrder(tx, {
      businessId: access.id,
      supplierId: input.supplierId,
      number,
      status: 'draft',
      note: input.note ?? null,
      total: orderTotal(lines),
      createdBy: user.id,
    });
    await repo.replaceLines(tx, orderId, lines);
    return orderId;
  });
  return getOrder(db, access, id);
}

/** Which status may follow which: a received (or partly received) order is never cancelled. */
const NEXT: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  draft: ['ordered', 'cancelled'],
  ordered: ['cancelled'],
  partially_received: [],
  received: [],
  cancelled: [],
};

/**
 * PUT: a status change, or (on a draft) new lines, supplier or note. Under the order's lock, so
 * it cannot cross a receipt.
 */
export async function updateOrder(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  input: UpdatePurchaseOrderInput,
): Promise<PurchaseOrder> {
  if (!UUID_PATTERN.test(id)) throw orderNotFound();
  const editsLines =
    input.lines !== undefined || input.supplierId !== undefined || input.note !== undefined;
  await db.transaction(async (tx) => {
    const current = await repo.lockOrder(tx, access.id, id);
    if (!current) throw orderNotFound();
    if (editsLines && current.status !== 'draft') {
      throw new AppError('PURCHASE_ORDER_NOT_DRAFT', PURCHASE_ORDER_MESSAGES.notDraft, 409, {
        details: [{ field: 'status', message: PURCHASE_ORDER_MESSAGES.notDraft }],
      });
    }
    if (input.status && !NEXT[current.status].includes(input.status)) {
      throw new AppError(
        'PURCHASE_ORDER_BAD_TRANSITION',
        PURCHASE_ORDER_MESSAGES.badTransition,
        409,
        { details: [{ field: 'status', message: PURCHASE_ORDER_MESSAGES.badTransition }] },
      );
    }
    const patch: repo.OrderPatch = {};
    if (input.supplierId !== undefined) {
      await assertSupplier(tx, access, input.supplierId);
      patch.supplierId = input.supplierId;
    }
    if (input.note !== undefined) patch.note = input.note;
    if (input.lines !== undefined) {
      const lines = await resolveLines(tx, access, input.lines);
      await repo.replaceLines(tx, id, lines);
      patch.total = orderTotal(lines);
    }
    if (input.status) {
      patch.status = input.status;
      if (input.status === 'ordered') patch.orderedAt = new Date();
    }
    await repo.updateOrder(tx, access.id, id, patch);
  });
  return getOrder(db, access, id);
}
