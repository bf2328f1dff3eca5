import { toCents } from '@app/contracts/domain/money';

/**
 * What someone typed in a money box ('1,250.5') as exact cents, or null when it is not an amount
 * with at most two decimals. Empty is null too: a count must be typed.
 */
export function typedCents(text: string): bigint | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(?:\.\d{0,2})?$|^\.\d{1,2}$/.test(t)) return null;
  const [whole = '', fraction = ''] = t.split('.');
  return toCents(`${whole || '0'}.${fraction.padEnd(2, '0')}`);
}

export const centsToNumber = (cents: bigint): number => Number(cents) / 100;
