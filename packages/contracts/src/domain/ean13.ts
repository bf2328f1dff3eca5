/**
 * EAN-13 codes: the check digit, whether a code is one, and the in-store codes a business
 * gives items that came without a barcode. GS1 keeps prefixes 20-29 for codes used inside one
 * shop (restricted circulation), so a code starting with 2 never clashes with a manufacturer's.
 * The server generates them (unique per business); the labels screen prints them as EAN-13.
 */

/** The in-store prefix: GS1's 20 (restricted circulation, no price or weight inside). */
export const IN_STORE_EAN13_PREFIX = '20';

/** The check digit of the first 12 digits: weights 1, 3, 1, 3... from the left. */
export function ean13CheckDigit(twelve: string): number {
  if (!/^\d{12}$/.test(twelve)) throw new Error('An EAN-13 check digit needs 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits whose last is the check digit of the others. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * An in-store EAN-13 from `random` (returns integers in [0, max)): the prefix, ten random
 * digits and the check digit. Uniqueness is the database's to guarantee (the caller retries).
 */
export function inStoreEan13(random: (max: number) => number): string {
  let body = IN_STORE_EAN13_PREFIX;
  while (body.length < 12) body += String(random(10));
  return `${body}${ean13CheckDigit(body)}`;
}
