import { percentOf as domainPercentOf, rateUnits } from '@app/contracts/domain/money';
import {
  lineTotal,
  saleTotals,
  type LineAmounts,
  type Totals,
} from '@app/contracts/domain/sale-totals';

/**
 * Exact money for the cart preview: amounts are integer minor units (cents, as bigint), the way the
 * server adds them up (numeric(14,2)). A float never accumulates: 3 x 0.10 is exactly 0.30.
 */

/** A JSON amount with at most 2 decimals (the server's numbers) to cents. */
export function toMinor(amount: number | string): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return 0n;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign ? -cents : cents;
}

/** Cents to the decimal string the API takes ('12.50'). */
export function fromMinor(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Cents to a number for display (exact for any amount the server accepts). */
export const minorToNumber = (cents: bigint): number => Number(fromMinor(cents));

/** What a user typed in a money box: digits with at most 2 decimals, else null. */
export function parseMoneyText(text: string): bigint | null {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  if (!/^\d*(?:\.\d{0,2})?$/.test(t) || t === '.') return null;
  return toMinor(t);
}

/** round(cents * rate / 100), half away from zero, as PostgreSQL and the server round. */
export const percentOf = (cents: bigint, rate: number): bigint =>
  domainPercentOf(cents, rateUnits(rate));

export type { LineAmounts };
export { lineTotal };

export type CartTotals = Omit<Totals, 'amountPaid' | 'discountTooLarge'> & { paid: bigint };

/**
 * The sale's totals from the one shared computation (@app/contracts/domain/sale-totals), the
 * same code the server records the sale with: subtotal = sum(lineTotal); tax on the subtotal after
 * the order discount; paid defaults to the total (nothing on credit).
 */
export function cartTotals(
  lines: LineAmounts[],
  orderDiscount: bigint,
  taxRate: number,
  paid: bigint | null,
  credit: boolean,
): CartTotals {
  const {
    amountPaid,
    discountTooLarge: _tooLarge,
    ...rest
  } = saleTotals({
    lineTotals: lines.map(lineTotal),
    discount: orderDiscount,
    taxRateUnits: rateUnits(taxRate),
    amountPaid: paid,
    credit,
  });
  return { ...rest, paid: amountPaid };
}
