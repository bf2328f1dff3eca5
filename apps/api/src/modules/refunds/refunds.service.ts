import { randomUUID } from 'node:crypto';
import {
  INVALID_ID_MESSAGE,
  REFUND_MESSAGES,
  UUID_PATTERN,
  type CreateRefundInput,
  type ErrorDetail,
  type Refund,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import { refundTotals, refundableUnits } from '@app/contracts/domain/refund-totals';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { paymentFigures } from '#src/modules/customers/record-payment.repo.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as salesRepo from '#src/modules/sales/sales.repo.ts';
import { saleNotFound } from '#src/modules/sales/sales.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as saleRefunds from '#src/modules/sales/sale-refunds.ts';
import { attributedStaffId } from '#src/modules/staff/staff-attribution.ts';
import * as repo from './refunds.repo.ts';

/** 409: more than is left of a line; nothing written. */
function overRefund(problems: ErrorDetail[]) {
  return new AppError('REFUND_EXCEEDS_SALE', REFUND_MESSAGES.exceedsSale, 409, {
    details: problems,
  });
}

export function refundIdConflict(): AppError {
  return new AppError('REFUND_ID_CONFLICT', REFUND_MESSAGES.idTaken, 409, {
    details: [{ field: 'id', message: REFUND_MESSAGES.idTaken }],
  });
}

/**
 * Which sale lines the request's lines mean and how many units of each. A product sold on several
 * lines is taken from its lines in order, each up to what it has left. Unknown lines are 422, more
 * than is left 409 (each with the field of the request's line).
 */
function unitsByLine(
  input: CreateRefundInput,
  saleLines: salesRepo.SaleItemRow[],
  refunded: Map<string, number>,
): Map<string, number> {
  const left = new Map(
    saleLines.map((l) => [
      l.id,
      refundableUnits({ quantity: l.quantity, refunded: refunded.get(l.id) ?? 0 }),
    ]),
  );
  const units = new Map<string, number>();
  const unknown: ErrorDetail[] = [];
  const over: ErrorDetail[] = [];
  input.lines.forEach((line, index) => {
    const lineId = line.lineId?.toLowerCase();
    const productId = line.productId?.toLowerCase();
    const matches = saleLines.filter((l) =>
      lineId !== undefined ? l.id === lineId : l.productId === productId,
    );
    if (matches.length === 0) {
      const field = lineId !== undefined ? 'lineId' : 'productId';
      unknown.push({ field: `lines.${index}.${field}`, message: REFUND_MESSAGES.lineNotInSale });
      return;
    }
    let wanted = line.quantity;
    const available = matches.reduce((sum, l) => sum + left.get(l.id)!, 0);
    if (wanted > available) {
      over.push({ field: `lines.${index}.quantity`, message: REFUND_MESSAGES.tooMany(available) });
      return;
    }
    for (const match of matches) {
      const take = Math.min(wanted, left.get(match.id)!);
      if (take === 0) continue;
      units.set(match.id, (units.get(match.id) ?? 0) + take);
      left.set(match.id, left.get(match.id)! - take);
      wanted -= take;
    }
  });
  if (unknown.length > 0) throw validationError(unknown);
  if (over.length > 0) throw overRefund(over);
  return units;
}

/** Credit goes onto the customer's balance: the sale needs one, who owes at least the amount. */
async function assertCredit(
  db: DbOrTx,
  businessId: string,
  customerId: string | null,
  amount: bigint,
) {
  if (customerId === null) {
    throw validationError([{ field: 'method', message: REFUND_MESSAGES.creditNeedsCustomer }]);
  }
  const figures = await paymentFigures(db, businessId, customerId);
  const owed = toCents(figures.owed) - toCents(figures.paid);
  if (amount > owed) {
    const message = REFUND_MESSAGES.creditMoreThanOwed(fromCents(owed > 0n ? owed : 0n));
    throw validationError([{ field: 'method', message }]);
  }
}

/**
 * Records a refund in the caller's transaction (the idempotency key's, or its own): locks the
 * sale row first, so concurrent refunds of the same sale queue and each sees what the one before
 * it gave back (never more than was sold); computes the amounts with the shared arithmetic
 * (contracts/domain/refund-totals.ts); writes the refund and its lines; puts restocked units back
 * through stock entries of type 'refund' (stock == sum(entries) holds). The rollups follow by
 * their triggers (migration 0029), on the refund's own day.
 */
export async function createRefund(
  deps: stockService.StockDeps & Pick<AppDeps, 'now'>,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  saleId: string,
  input: CreateRefundInput,
): Promise<Refund> {
  if (!UUID_PATTERN.test(saleId)) throw saleNotFound();
  const id = input.id?.toLowerCase() ?? randomUUID();
  const staffId = await attributedStaffId(db, access, input.staffId);
  try {
    return await db.transaction(async (tx) => {
      const sale = await salesRepo.lockSale(tx, access.id, saleId.toLowerCase());
      if (!sale) throw saleNotFound();
      const saleLines = await salesRepo.findLines(tx, [sale.id]);
      const refunded = await saleRefunds.refundedUnits(tx, [sale.id]);
      const units = unitsByLine(input, saleLines, refunded);
      const totals = refundTotals(
        {
          subtotal: toCents(sale.subtotal),
          discount: toCents(sale.discount),
          tax: toCents(sale.tax),
          lines: saleLines.map((l) => ({
            id: l.id,
            quantity: l.quantity,
            lineTotal: toCents(l.lineTotal),
            cost: toCents(l.cost),
            refunded: refunded.get(l.id) ?? 0,
          })),
        },
        units,
      );
      if (input.method === 'credit') {
        await assertCredit(tx, access.id, sale.customerId, totals.amount);
      }
      const register = input.register ?? 'Main';
      const row = await repo.insertRefund(
        tx,
        {
          id,
          businessId: access.id,
          saleId: sale.id,
          register,
          shiftId: await repo.openShiftId(tx, access.id, register),
          method: input.method,
          subtotal: fromCents(totals.subtotal),
          discount: fromCents(totals.discount),
          tax: fromCents(totals.tax),
          amount: fromCents(totals.amount),
          cogs: fromCents(totals.cogs),
          restock: input.restock,
          reason: input.reason,
          // The server's clock (tests move it); the refund's day in the reports.
          refundedAt: deps.now(),
          createdBy: user.id,
          staffId,
        },
        totals.lines.map((line) => ({
          refundId: id,
          businessId: access.id,
          saleItemId: line.id,
          productId: saleLines.find((l) => l.id === line.id)!.productId,
          quantity: line.quantity,
          gross: fromCents(line.gross),
          amount: fromCents(line.amount),
          cost: fromCents(line.cost),
        })),
      );
      if (input.restock) await restock(deps, tx, access, user, sale, saleLines, units, row.id);
      const answered =
        saleRefunds.toRefundDtos(await saleRefunds.findRefunds(tx, [sale.id])).get(sale.id) ?? [];
      return answered.find((r) => r.id === row.id)!;
    });
  } catch (err) {
    if (input.id && uniqueViolationConstraint(err) === 'refunds_pkey') {
      const owner = await repo.findRefundOwner(db, id);
      // Another business's refund answers as a malformed id would: nothing learnt about it.
      if (owner && owner.businessId !== access.id) {
        throw validationError([{ field: 'id', message: INVALID_ID_MESSAGE }]);
      }
      throw refundIdConflict();
    }
    throw err;
  }
}

/** Units back on the shelf, per product still in the catalogue, in product id order. */
async function restock(
  deps: stockService.StockDeps,
  tx: Parameters<typeof stockService.applyStockChange>[1],
  access: BusinessAccess,
  user: UserRow,
  sale: salesRepo.SaleRow,
  saleLines: salesRepo.SaleItemRow[],
  units: Map<string, number>,
  refundId: string,
) {
  const byProduct = new Map<string, number>();
  for (const line of saleLines) {
    const n = units.get(line.id) ?? 0;
    if (n > 0 && line.productId)
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + n);
  }
  const existing = await inventoryService.getItemsForSale(tx, access.id, [...byProduct.keys()]);
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!existing.has(productId)) continue;
    await stockService.applyStockChange(deps, tx, {
      businessId: access.id,
      productId,
      quantity,
      type: 'refund',
      saleId: sale.id,
      referenceId: refundId,
      note: REFUND_MESSAGES.stockNote(sale.receiptNumber),
      createdBy: user.id,
      allowNegative: true,
    });
  }
}
