/**
 * The totals of a sale, in integer cents, computed by this one piece of code on the server (when it
 * records a sale), in the POS (the cart preview) and for a receipt made offline.
 */
import { maxCents, percentOf } from './money.ts';

export interface LineAmounts {
  quantity: number;
  unitPrice: bigint;
  discount: bigint;
}

/** quantity x unit price less the line discount, never below zero. */
export const lineGross = (line: Pick<LineAmounts, 'quantity' | 'unitPrice'>): bigint =>
  BigInt(line.quantity) * line.unitPrice;

export const lineTotal = (line: LineAmounts): bigint =>
  maxCents(lineGross(line) - line.discount, 0n);

export interface TotalsInput {
  lineTotals: bigint[];
  /** The order discount as asked for; more than the subtotal is cut to the subtotal. */
  discount: bigint;
  /** The tax rate in ten-thousandths of a percent (money.ts rateUnits). */
  taxRateUnits: bigint;
  /** What was paid; null takes the default: the total, or `creditPaid` on credit. */
  amountPaid: bigint | null;
  credit: boolean;
  /** What a credit sale has paid when nothing is said (an edited credit sale keeps it). */
  creditPaid?: bigint;
}

export interface Totals {
  subtotal: bigint;
  discount: bigint;
  tax: bigint;
  total: bigint;
  amountPaid: bigint;
  /** Cash handed back: paid above the total. */
  change: bigint;
  /** Still owed (on credit): the total above what was paid. */
  balance: bigint;
  /** The order discount asked for was more than the subtotal. */
  discountTooLarge: boolean;
}

/**
 * subtotal = sum(lineTotal); tax = round((subtotal - discount) * rate / 100, 2) half away from zero;
 * total = subtotal - discount + tax; paid defaults to the total (nothing on credit);
 * balance = max(total - paid, 0); change = max(paid - total, 0).
 */
export function saleTotals(input: TotalsInput): Totals {
  const subtotal = input.lineTotals.reduce((sum, line) => sum + line, 0n);
  const discountTooLarge = input.discount > subtotal;
  const discount = discountTooLarge ? subtotal : input.discount;
  const tax = percentOf(subtotal - discount, input.taxRateUnits);
  const total = subtotal - discount + tax;
  const amountPaid = input.amountPaid ?? (input.credit ? (input.creditPaid ?? 0n) : total);
  return {
    subtotal,
    discount,
    tax,
    total,
    amountPaid,
    change: maxCents(amountPaid - total, 0n),
    balance: maxCents(total - amountPaid, 0n),
    discountTooLarge,
  };
}
