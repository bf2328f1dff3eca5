import type { Refund, Sale, SaleCustomer } from '@app/contracts';
import type * as repo from './sales.repo.ts';

// A sale as the API answers it, from its rows: the reads and the creation build the same answer.

const money = (value: string) => Number(value);

export function toSaleDto(
  row: repo.SaleRow,
  lines: repo.SaleItemRow[],
  customer: SaleCustomer | null,
  createdByUsername: string | null,
  refunds: Refund[] = [],
  staffName: string | null = null,
): Sale {
  const refundedOf = new Map<string, number>();
  for (const line of refunds.flatMap((r) => r.lines)) {
    refundedOf.set(line.saleItemId, (refundedOf.get(line.saleItemId) ?? 0) + line.quantity);
  }
  return {
    id: row.id,
    businessId: row.businessId,
    receiptNumber: row.receiptNumber,
    receiptCode: row.receiptCode,
    customerId: row.customerId,
    customer: row.customerId ? (customer ?? null) : null,
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      discount: money(line.discount),
      lineTotal: money(line.lineTotal),
      cost: money(line.cost),
      refundedQuantity: refundedOf.get(line.id) ?? 0,
    })),
    subtotal: money(row.subtotal),
    discount: money(row.discount),
    taxRate: Number(row.taxRate),
    tax: money(row.tax),
    total: money(row.total),
    amountPaid: money(row.amountPaid),
    balance: money(row.balance),
    paymentMethod: row.paymentMethod,
    mpesaReceipt: row.paymentProvider === 'mpesa' ? row.paymentReference : null,
    paymentProvider: row.paymentProvider ?? null,
    paymentReference: row.paymentReference ?? null,
    note: row.note,
    soldAt: row.soldAt.toISOString(),
    createdBy: row.createdBy,
    createdByUsername,
    staffId: row.staffId,
    staffName: row.staffId ? staffName : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    refunds,
  };
}

/** A sale as a staff member without `viewCostAndProfit` reads it (ADR 076). */
export const saleWithoutCost = (sale: Sale): Sale => ({
  ...sale,
  items: sale.items.map(({ cost: _cost, ...item }) => item),
});
