import type { StockCountLine } from '@app/contracts/stock-counts';
import { describe, expect, it } from 'vitest';
import { findByCode, matchesSearch } from './count-lines.ts';

const line = (over: Partial<StockCountLine>): StockCountLine => ({
  productId: 'p',
  productName: 'Peak Milk Tin',
  sku: null,
  barcode: null,
  counted: null,
  expected: null,
  unitCost: null,
  varianceQuantity: null,
  varianceValue: null,
  countedAt: null,
  ...over,
});

describe('count lines', () => {
  it('finds a line by barcode first, then by SKU in any case', () => {
    const a = line({ productId: 'a', barcode: '6150000123456' });
    const b = line({ productId: 'b', sku: 'MILK-1' });
    expect(findByCode([a, b], ' 6150000123456 ')).toBe(a);
    expect(findByCode([a, b], 'milk-1')).toBe(b);
    expect(findByCode([a, b], '999')).toBeUndefined();
    expect(findByCode([a, b], '')).toBeUndefined();
  });

  it('matches words of the name and the start of a code', () => {
    const l = line({ sku: 'PK-12', barcode: '615' });
    expect(matchesSearch(l, 'milk pea')).toBe(true);
    expect(matchesSearch(l, 'pk')).toBe(true);
    expect(matchesSearch(l, '61')).toBe(true);
    expect(matchesSearch(l, 'ilk')).toBe(false);
    expect(matchesSearch(l, '')).toBe(true);
  });
});
