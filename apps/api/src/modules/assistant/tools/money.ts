/*
 * The services hand money over as JSON numbers with at most two decimals; anything the tools
 * add or subtract is done in integer cents, never by summing floating-point amounts.
 */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export const sumMoney = (amounts: number[]) =>
  fromCents(amounts.reduce((s, a) => s + toCents(a), 0));
export const subtractMoney = (a: number, b: number) => fromCents(toCents(a) - toCents(b));

/** The change from `before` to `after` in percent, one decimal; null when before is 0. */
export function percentChange(after: number, before: number): number | null {
  const b = toCents(before);
  if (b === 0) return null;
  return Math.round(((toCents(after) - b) * 1000) / Math.abs(b)) / 10;
}
