import type { PaymentMethod } from '@app/contracts/payment-methods';
import type { Refund } from '@app/contracts/refunds';
import type { CreateRefundBody } from '@app/contracts/refunds';
import type { Sale } from '@app/contracts/sales';
import { fromCents, toCents } from '@app/contracts/domain/money';
import { refundTotals, type RefundAmounts } from '@app/contracts/domain/refund-totals';
import { tillStaffAttribution } from '#src/lib/till.ts';

/** What the refund screen holds: units to give back per sale line, and how. */
export interface RefundDraft {
  /** Sale line id -> units chosen (0: not refunded). */
  units: Record<string, number>;
  restock: boolean;
  method: PaymentMethod;
  reason: string;
}

const cents = (amount: number) => toCents(amount.toFixed(2));

/** Units a line has left to give back. */
export const unitsLeft = (item: Sale['items'][number]) =>
  Math.max(item.quantity - item.refundedQuantity, 0);

/** Whether anything of the sale is left to refund (the "Refund" action shows only then). */
export const canRefund = (sale: Sale) => sale.items.some((item) => unitsLeft(item) > 0);

/**
 * A fresh draft: every unit left, back to stock, by the sale's own method (credit stays credit
 * only when there is a customer; a walk-in sale's refund defaults to cash).
 */
export function initialDraft(sale: Sale): RefundDraft {
  const method: PaymentMethod =
    sale.paymentMethod === 'credit' && sale.customerId === null ? 'cash' : sale.paymentMethod;
  return {
    units: Object.fromEntries(sale.items.map((item) => [item.id, unitsLeft(item)])),
    restock: true,
    method,
    reason: '',
  };
}

/** The amounts the server will compute, by the same shared arithmetic (refund-totals.ts). */
export function previewRefund(sale: Sale, draft: RefundDraft): RefundAmounts {
  return refundTotals(
    {
      subtotal: cents(sale.subtotal),
      discount: cents(sale.discount),
      tax: cents(sale.tax),
      lines: sale.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        lineTotal: cents(item.lineTotal),
        cost: cents(item.cost ?? 0),
        refunded: item.refundedQuantity,
      })),
    },
    new Map(
      sale.items.map((item) => [
        item.id,
        Math.min(Math.max(draft.units[item.id] ?? 0, 0), unitsLeft(item)),
      ]),
    ),
  );
}

/**
 * The request: lines by the sale line's id (a deleted product's line has no product id), at this
 * device's register (its open shift gets the refund).
 */
export function refundBody(
  sale: Sale,
  draft: RefundDraft,
  id: string,
  register: string,
): CreateRefundBody & { id: string } {
  const reason = draft.reason.trim();
  return {
    id,
    lines: sale.items
      .filter((item) => (draft.units[item.id] ?? 0) > 0)
      .map((item) => ({ lineId: item.id, quantity: draft.units[item.id]! })),
    restock: draft.restock,
    method: draft.method,
    ...(reason ? { reason } : {}),
    register,
    // At a till, the member who refunds (ADR 076): kept when the refund waits offline.
    ...tillStaffAttribution(sale.businessId),
  };
}

const money = (cents: bigint) => Number(fromCents(cents));

/**
 * The refund as the server will record it, for its receipt while it waits on this phone
 * (offline): the amounts by the same shared arithmetic (refund-totals.ts).
 */
export function provisionalRefund(
  sale: Sale,
  body: CreateRefundBody & { id: string },
  amounts: RefundAmounts,
  by: { userId: string | null; username: string | null },
  now = new Date(),
): Refund {
  const byLine = new Map(sale.items.map((item) => [item.id, item]));
  return {
    id: body.id,
    saleId: sale.id,
    method: body.method,
    subtotal: money(amounts.subtotal),
    discount: money(amounts.discount),
    tax: money(amounts.tax),
    amount: money(amounts.amount),
    restock: body.restock,
    reason: body.reason ?? null,
    register: body.register ?? 'Main',
    shiftId: null,
    refundedAt: now.toISOString(),
    createdBy: by.userId,
    createdByUsername: by.username,
    lines: amounts.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        id: `${body.id}:${line.id}`,
        saleItemId: line.id,
        productId: byLine.get(line.id)?.productId ?? null,
        name: byLine.get(line.id)?.name ?? '',
        quantity: line.quantity,
        amount: money(line.amount),
      })),
  };
}

/** The preview's amount as the API's number. */
export const amountOf = (amounts: RefundAmounts) => Number(fromCents(amounts.amount));
