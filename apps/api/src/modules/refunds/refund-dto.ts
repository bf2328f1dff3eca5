import type { Refund } from '@app/contracts';
import type * as repo from './refunds.repo.ts';

const money = (value: string) => Number(value);

type RefundRows = Awaited<ReturnType<typeof repo.findRefunds>>;

/** The refunds of some sales as answered, by sale id. */
export function toRefundDtos({ rows, lines }: RefundRows): Map<string, Refund[]> {
  const linesOf = new Map<string, Refund['lines']>();
  for (const line of lines) {
    const list = linesOf.get(line.refundId) ?? [];
    list.push({
      id: line.id,
      saleItemId: line.saleItemId,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      amount: money(line.amount),
    });
    linesOf.set(line.refundId, list);
  }
  const bySale = new Map<string, Refund[]>();
  for (const { refund: r, createdByUsername } of rows) {
    const list = bySale.get(r.saleId) ?? [];
    list.push({
      id: r.id,
      saleId: r.saleId,
      method: r.method,
      subtotal: money(r.subtotal),
      discount: money(r.discount),
      tax: money(r.tax),
      amount: money(r.amount),
      restock: r.restock,
      reason: r.reason,
      register: r.register,
      shiftId: r.shiftId,
      refundedAt: r.refundedAt.toISOString(),
      createdBy: r.createdBy,
      createdByUsername,
      lines: linesOf.get(r.id) ?? [],
    });
    bySale.set(r.saleId, list);
  }
  return bySale;
}
