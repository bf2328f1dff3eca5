// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, inStoreEan13, isValidEan13 } from '@app/contracts/domain/ean13';
import { EAN13_QUIET, ean13Modules, isEan13Guard } from './ean13.ts';
import { readBack } from './read-back.ts';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    // Published examples: GS1's 400638133393(1), a Wikipedia sample, a Nigerian (615) product.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('501234567890')).toBe(0);
    expect(ean13CheckDigit('978020137962')).toBe(4);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('generates in-store codes: prefix 20, 13 digits, a valid check digit', () => {
    let n = 0;
    const code = inStoreEan13(() => n++ % 10);
    expect(code).toBe(`200123456789${ean13CheckDigit('200123456789')}`);
    for (let i = 0; i < 200; i++) {
      const random = inStoreEan13((max) => Math.floor(Math.random() * max));
      expect(random).toMatch(/^20\d{11}$/);
      expect(isValidEan13(random)).toBe(true);
    }
  });

  it('encodes the modules of a known code (guards, parity by the first digit)', () => {
    const modules = ean13Modules('4006381333931')!;
    expect(modules).toHaveLength(95);
    // Start guard, then 0 in L (first digit 4: L G L L G G), 0 in G, 6 in L.
    expect(modules.slice(0, 3 + 21)).toBe('101' + '0001101' + '0100111' + '0101111');
    expect(modules.slice(45, 50)).toBe('01010');
    // The last digit (1) in R, then the end guard.
    expect(modules.slice(85)).toBe('1100110' + '101');
    expect([0, 2, 46, 48, 92, 94].every(isEan13Guard)).toBe(true);
    expect(isEan13Guard(10)).toBe(false);
    expect(ean13Modules('4006381333932')).toBeNull();
  });

  it('is read back by ZXing as the same code', async () => {
    for (const code of ['4006381333931', '6151234567891', inStoreEan13(() => 7)]) {
      const read = await readBack(ean13Modules(code)!, EAN13_QUIET.left);
      expect(read).toEqual([{ text: code, format: 'EAN13' }]);
    }
  });
});
