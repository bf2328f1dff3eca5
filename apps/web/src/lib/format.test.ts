import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './format.ts';

describe('money with an unknown currency code', () => {
  it('still shows the amount, and the code stands in for the symbol', () => {
    const plain = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(1250);
    expect(formatMoney(1250, 'NOPE')).toBe(plain);
    expect(currencySymbol('NOPE')).toBe('NOPE');
  });
});
