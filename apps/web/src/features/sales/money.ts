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

/** A tax rate (percent, up to 4 decimals) in ten-thousandths of a percent: 7.5 -> 75000n. */
function rateUnits(rate: number): bigint {
  const [whole = '0', fraction = ''] = rate.toFixed(4).split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** round(cents * rate / 100), half away from zero, as PostgreSQL and the server round. */
export function percentOf(cents: bigint, rate: number): bigint {
  if (cents < 0n) return -percentOf(-cents, rate);
  return (cents * rateUnits(rate) + 500_000n) / 1_000_000n;
}

export interface LineAmounts {
  quantity: number;
  unitPrice: bigint;
  discount: bigint;
}

export interface CartTotals {
  subtotal: bigint;
  discount: bigint;
  tax: bigint;
  total: bigint;
  paid: bigint;
  /** Cash handed back: paid above the total. */
  change: bigint;
  /** Still owed: the total above what was paid. */
  balance: bigint;
}

export const lineTotal = (line: LineAmounts): bigint => {
  const gross = BigInt(line.quantity) * line.unitPrice;
  return gross > line.discount ? gross - line.discount : 0n;
};

/**
 * The server's formulas (contracts/sales.ts): subtotal = sum(lineTotal); tax on the subtotal after
 * the order discount; paid defaults to the total (nothing on credit).
 */
export function cartTotals(
  lines: LineAmounts[],
  orderDiscount: bigint,
  taxRate: number,
  paid: bigint | null,
  credit: boolean,
): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0n);
  const discount = orderDiscount > subtotal ? subtotal : orderDiscount;
  const tax = percentOf(subtotal - discount, taxRate);
  const total = subtotal - discount + tax;
  const amountPaid = paid ?? (credit ? 0n : total);
  return {
    subtotal,
    discount,
    tax,
    total,
    paid: amountPaid,
    change: amountPaid > total ? amountPaid - total : 0n,
    balance: total > amountPaid ? total - amountPaid : 0n,
  };
}
