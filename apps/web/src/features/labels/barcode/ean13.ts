import { isValidEan13 } from '@app/contracts/domain/ean13';

/** The left half's two digit sets (L: odd parity, G: even) and the right half's R, as modules. */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => [...p].reverse().join(''));
/** Which of the left six digits use G, decided by the first digit (which has no bars of its own). */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

export const EAN13_GUARD = { start: '101', middle: '01010', end: '101' } as const;
/** Light margins GS1 asks for, in modules: 11 before the bars, 7 after. */
export const EAN13_QUIET = { left: 11, right: 7 } as const;

/**
 * The 95 modules of an EAN-13 ('1' a dark module), or null when `code` is not 13 digits with a
 * valid check digit.
 */
export function ean13Modules(code: string): string | null {
  if (!isValidEan13(code)) return null;
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let left = '';
  for (let i = 0; i < 6; i++) {
    const d = digits[i + 1]!;
    left += parity[i] === 'L' ? L[d] : G[d];
  }
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join('');
  return `${EAN13_GUARD.start}${left}${EAN13_GUARD.middle}${right}${EAN13_GUARD.end}`;
}

/** Whether module `i` of an EAN-13 belongs to a guard (guards run longer than the digits' bars). */
export function isEan13Guard(i: number): boolean {
  return i < 3 || (i >= 45 && i < 50) || i >= 92;
}
