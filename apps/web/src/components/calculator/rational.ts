/**
 * Exact arithmetic for the calculator: every value is a fraction of two BigInts, so 0.1 + 0.2 is
 * 3/10 and never 0.30000000000000004. Only the final result is rounded (to 10 decimals, SPEC 5).
 */
export interface Rational {
  /** Numerator; carries the sign. */
  n: bigint;
  /** Denominator, always > 0. */
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('Division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** "12.345" -> 12345/1000. The caller has checked the text is digits with at most one point. */
export function parseDecimal(text: string): Rational {
  const [whole = '', fraction = ''] = text.split('.');
  const digits = `${whole}${fraction}` || '0';
  return rational(BigInt(digits), 10n ** BigInt(fraction.length));
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const negate = (a: Rational): Rational => ({ n: -a.n, d: a.d });

export function divide(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return rational(a.n * b.d, a.d * b.n);
}

/**
 * The value rounded half away from zero to `decimals` places, as plain decimal text without
 * trailing zeros ("2.5", "-0.3333333333", "7"); never exponent notation.
 */
export function toDecimalString(value: Rational, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = abs(value.n) * scale;
  let units = scaled / value.d;
  if ((scaled % value.d) * 2n >= value.d) units += 1n;
  if (units === 0n) return '0';
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const sign = value.n < 0n ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Whether the value still fits a JavaScript number (the "non-finite result" of SPEC 5). */
export function isRepresentable(value: Rational): boolean {
  return Number.isFinite(Number(abs(value.n) / value.d));
}
