import {
  DEFAULT_ITEM_SETTINGS,
  SALE_MESSAGES,
  type ErrorDetail,
  type PaymentMethod,
} from '@app/contracts';
import type { ItemForSale } from '#src/modules/inventory/inventory.service.ts';
import { fromCents, MONEY_MAX_CENTS, toCents } from '@app/contracts/domain/money';
import { lineGross, lineTotal, saleTotals } from '@app/contracts/domain/sale-totals';

/** A line as the client sent it (money already exact strings). */
export interface LineRequest {
  productId: string;
  quantity: number;
  unitPrice?: string;
  discount?: string;
}

/** What an edited sale's line already had for a product: kept unless the client changes it. */
export interface PreviousLine {
  name: string;
  cost: string;
  unitPrice: string;
  discount: string;
}

export interface PricedLine {
  productId: string;
  name: string;
  cost: string;
  unitPrice: string;
  quantity: number;
  discount: string;
  lineTotal: string;
}

/**
 * The lines with their prices and totals: the price defaults to what the product was sold at
 * before (an edit) or its price now; name and cost are copied. Problems come back as details,
 * every one of them, so the client can mark each line.
 */
export function priceLines(
  requests: LineRequest[],
  products: Map<string, ItemForSale>,
  previous: Map<string, PreviousLine> = new Map(),
): { lines: PricedLine[]; problems: ErrorDetail[] } {
  const lines: PricedLine[] = [];
  const problems: ErrorDetail[] = [];
  requests.forEach((request, index) => {
    const productId = request.productId.toLowerCase();
    const product = products.get(productId);
    const before = previous.get(productId);
    if (!product) {
      const message = before ? SALE_MESSAGES.productRemoved : SALE_MESSAGES.productNotFound;
      problems.push({ field: `items.${index}.productId`, message });
      return;
    }
    const unitPrice = request.unitPrice ?? before?.unitPrice ?? product.price;
    const discount = request.discount ?? '0.00';
    const amounts = {
      quantity: request.quantity,
      unitPrice: toCents(unitPrice),
      discount: toCents(discount),
    };
    const gross = lineGross(amounts);
    const discountCents = amounts.discount;
    const allowDiscount = product.settings.allowDiscount ?? DEFAULT_ITEM_SETTINGS.allowDiscount;
    const alreadyGiven = before !== undefined && toCents(before.discount) >= discountCents;
    if (discountCents > 0n && !allowDiscount && !alreadyGiven) {
      problems.push({
        field: `items.${index}.discount`,
        message: SALE_MESSAGES.discountNotAllowed,
      });
    } else if (discountCents > gross) {
      problems.push({
        field: `items.${index}.discount`,
        message: SALE_MESSAGES.lineDiscountTooLarge,
      });
    } else if (gross - discountCents > MONEY_MAX_CENTS) {
      problems.push({ field: `items.${index}`, message: SALE_MESSAGES.amountTooLarge });
    }
    lines.push({
      productId,
      name: before?.name ?? product.name,
      cost: before?.cost ?? product.cost,
      unitPrice: fromCents(toCents(unitPrice)),
      quantity: request.quantity,
      discount: fromCents(discountCents),
      lineTotal: fromCents(lineTotal(amounts)),
    });
  });
  return { lines, problems };
}

/**
 * The cost of goods sold: sum(quantity x cost) of the lines, in cents. Stored on the sale so
 * reports read one row per sale instead of its lines.
 */
export function costOfGoods(lines: Pick<PricedLine, 'quantity' | 'cost'>[]): {
  cogs: string;
  problems: ErrorDetail[];
} {
  const cents = lines.reduce((sum, l) => sum + BigInt(l.quantity) * toCents(l.cost), 0n);
  const problems =
    cents > MONEY_MAX_CENTS ? [{ field: 'items', message: SALE_MESSAGES.amountTooLarge }] : [];
  return { cogs: fromCents(cents), problems };
}

export interface TotalsRequest {
  lineTotals: string[];
  discount: string;
  /** The tax rate in ten-thousandths of a percent (@app/contracts/domain/money rateUnits). */
  taxRateUnits: bigint;
  paymentMethod: PaymentMethod;
  /** As sent; undefined takes the default. */
  amountPaid: string | undefined;
  /** An edited credit sale keeps what was paid unless told otherwise. */
  previousCreditPaid?: string;
}

export interface SaleTotals {
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  amountPaid: string;
  balance: string;
}

/**
 * subtotal = sum(lineTotal); tax = round((subtotal - discount) * rate / 100, 2);
 * total = subtotal - discount + tax; paid defaults to the total (nothing on credit);
 * balance = max(total - paid, 0). All in integer cents.
 */
export function computeTotals(request: TotalsRequest): {
  totals: SaleTotals;
  problems: ErrorDetail[];
} {
  const problems: ErrorDetail[] = [];
  const { subtotal, discount, tax, total, amountPaid, balance, discountTooLarge } = saleTotals({
    lineTotals: request.lineTotals.map(toCents),
    discount: toCents(request.discount),
    taxRateUnits: request.taxRateUnits,
    amountPaid: request.amountPaid === undefined ? null : toCents(request.amountPaid),
    credit: request.paymentMethod === 'credit',
    creditPaid: toCents(request.previousCreditPaid ?? '0'),
  });
  if (discountTooLarge) {
    problems.push({ field: 'discount', message: SALE_MESSAGES.discountTooLarge });
  }
  if (subtotal > MONEY_MAX_CENTS || total > MONEY_MAX_CENTS) {
    problems.push({ field: 'items', message: SALE_MESSAGES.amountTooLarge });
  }
  return {
    totals: {
      subtotal: fromCents(subtotal),
      discount: fromCents(discount),
      tax: fromCents(tax),
      total: fromCents(total),
      amountPaid: fromCents(amountPaid),
      balance: fromCents(balance),
    },
    problems,
  };
}
