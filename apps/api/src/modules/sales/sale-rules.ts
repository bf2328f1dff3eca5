import {
  SALE_MESSAGES,
  SALE_SOLD_AT_MAX_AGE_DAYS,
  type ErrorDetail,
  type ShortItem,
} from '@app/contracts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import type { PricedLine } from './sale-totals.ts';
import { saleTimeMs } from './sale-time.ts';
import type * as repo from './sales.repo.ts';

// The rules a sale's creation and its edits share: its time, its stock, who owes it.

const DAY = 24 * 60 * 60_000;

/** A client's sale time on the server's clock (sale-time.ts), refused only when too old. */
export function checkSoldAt(value: string, sentAtValue: string | undefined, now: Date): Date {
  const sentAt = sentAtValue === undefined ? undefined : Date.parse(sentAtValue);
  const soldAt = new Date(saleTimeMs(Date.parse(value), sentAt, now.getTime()));
  if (soldAt.getTime() < now.getTime() - SALE_SOLD_AT_MAX_AGE_DAYS * DAY) {
    throw validationError([{ field: 'soldAt', message: SALE_MESSAGES.soldAtTooOld }]);
  }
  return soldAt;
}

export const quantitiesByProduct = (lines: { productId: string | null; quantity: number }[]) => {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.productId)
      totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  return totals;
};

/** The changes to make, in product id order; a product deleted since it was sold has none. */
export const stockChanges = (
  products: Map<string, inventoryService.ItemForSale>,
  deltas: Map<string, number>,
) =>
  [...deltas]
    .filter(([productId, delta]) => delta !== 0 && products.has(productId))
    .sort(([a], [b]) => (a < b ? -1 : 1));

/**
 * Names every product that would go below zero (unless the business allows negative stock),
 * before anything is written. The products are locked, so what is checked is what is taken.
 */
export function assertStock(
  access: BusinessAccess,
  products: Map<string, inventoryService.ItemForSale>,
  deltas: Map<string, number>,
) {
  if (inventoryService.businessSettings(access).allowNegativeStock) return;
  const short: (ShortItem & { productId: string; requested: number })[] = [];
  for (const [productId, delta] of stockChanges(products, deltas)) {
    const product = products.get(productId)!;
    if (delta < 0 && product.stock + delta < 0) {
      short.push({
        productId,
        name: product.name,
        available: Math.max(product.stock, 0),
        requested: -delta,
      });
    }
  }
  if (short.length > 0) throw insufficientStock(short);
}

/** 409 naming every product that would go below zero, with what is left of it. */
export function insufficientStock(short: (ShortItem & { productId: string; requested: number })[]) {
  return new AppError('INSUFFICIENT_STOCK', SALE_MESSAGES.insufficientStock(short), 409, {
    items: short,
  });
}

export const lineRows = (
  saleId: string,
  businessId: string,
  lines: PricedLine[],
): repo.NewSaleItem[] => lines.map((line, position) => ({ saleId, businessId, position, ...line }));

export function failOn(problems: ErrorDetail[]) {
  if (problems.length > 0) throw validationError(problems);
}

/** A sale not fully paid is owed by someone: it needs a customer. */
export function customerProblems(balance: string, customerId: string | null): ErrorDetail[] {
  return balance !== '0.00' && customerId === null
    ? [{ field: 'customerId', message: SALE_MESSAGES.customerRequired }]
    : [];
}
