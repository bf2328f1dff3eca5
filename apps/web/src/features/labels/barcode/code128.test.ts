// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, CODE128_QUIET, code128Modules, code128Values } from './code128.ts';
import { readBack } from './read-back.ts';

const width = (pattern: string) => [...pattern].reduce((s, w) => s + Number(w), 0);

describe('Code 128', () => {
  it('has the 107 patterns of the standard, 11 modules each (the stop 13)', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(CODE128_PATTERNS.slice(0, 106).every((p) => p.length === 6 && width(p) === 11)).toBe(
      true,
    );
    expect(CODE128_PATTERNS[106]).toBe('2331112');
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    // Start A, B and C, as the standard lists them.
    expect(CODE128_PATTERNS.slice(103, 106)).toEqual(['211412', '211214', '211232']);
  });

  it('encodes known vectors with their check symbol', () => {
    // "PJJ123C" in code set B: (104 + 48 + 2*42 + 3*42 + 4*17 + 5*18 + 6*19 + 7*35) % 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    // Digits only go in code set C, two a symbol: (105 + 12 + 2*34 + 3*56) % 103 = 44.
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44, 106]);
    // An odd digit run at the end: one digit in B, then C for the pairs.
    expect(code128Values('AB12345')?.slice(0, 7)).toEqual([104, 33, 34, 17, 99, 23, 45]);
    // A long run in the middle switches to C and back to B.
    expect(code128Values('X123456Y')?.slice(0, 7)).toEqual([104, 56, 99, 12, 34, 56, 100]);
    expect(code128Values('')).toBeNull();
    expect(code128Values('Café')).toBeNull();
  });

  it('draws bars that start dark and end with the stop pattern', () => {
    const modules = code128Modules('PJJ123C')!;
    expect(modules).toHaveLength(10 * 11 + 2);
    expect(modules.startsWith('11010010000')).toBe(true); // Start B: 211214
    expect(modules.endsWith('1100011101011')).toBe(true); // Stop: 2331112
  });

  it('is read back by ZXing as the same text', async () => {
    for (const text of [
      'PJJ123C',
      'SKU-00042',
      '20012345678',
      'rice/5kg 50% off',
      '1234567890123',
    ]) {
      const read = await readBack(code128Modules(text)!, CODE128_QUIET);
      expect(read).toEqual([{ text, format: 'Code128' }]);
    }
  });
});
