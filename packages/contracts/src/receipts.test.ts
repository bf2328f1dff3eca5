import { describe, expect, it } from 'vitest';
import { extractReceiptCode, RECEIPT_CODE_PATTERN } from './receipts.ts';

describe('receipt codes', () => {
  const code = 'q83vEjRWeJASNFZ4kBI0Vnnx8vP09fb3-Pn6_A';

  it('finds the code in what a scanner reads: the code, the verify link, or its query', () => {
    expect(RECEIPT_CODE_PATTERN.test(code)).toBe(true);
    expect(extractReceiptCode(` ${code} `)).toBe(code);
    expect(extractReceiptCode(`https://shop.example/verify-receipt/${code}`)).toBe(code);
    expect(extractReceiptCode(`https://shop.example/verify-receipt?code=${code}&x=1`)).toBe(code);
  });
});
