/**
 * Exact money, shared by the API, the POS and an offline receipt: amounts travel as the decimal
 * strings numeric(14,2) stores ('12.50') and are added up as integer minor units (cents, bigint),
 * never as floats: 1,000 lines of 0.10 are 100.00.
 */

/** numeric(14,2) holds at most 999,999,999,999.99. */
export const MONEY_MAX_CENTS = 99_999_999_999_999n;

/** A strict amount ('12.5', '-3.00') to cents; throws on anything else. */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount with at most 2 decimals: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents to the decimal string the API takes and gives ('12.50'). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A percentage with at most 4 decimals, in ten-thousandths of a percent: 7.5 -> 75000n. */
export function rateUnits(rate: number | string): bigint {
  const text = typeof rate === 'number' ? rate.toFixed(4) : rate;
  const match = /^(\d+)(?:\.(\d{1,4}))?\d*$/.exec(text.trim());
  if (!match) throw new Error(`Not a rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** '7.5000' for numeric(7,4). */
export function rateText(units: bigint): string {
  return `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`;
}

/**
 * round(amount * rate / 100, 2), half away from zero like PostgreSQL's round(numeric):
 * cents * units / 1,000,000 (units are 1/10,000 of a percent).
 */
export function percentOf(cents: bigint, units: bigint): bigint {
  if (cents < 0n) return -percentOf(-cents, units);
  return (cents * units + 500_000n) / 1_000_000n;
}

export const maxCents = (a: bigint, b: bigint) => (a > b ? a : b);
