import { describe, expect, it, vi } from 'vitest';
import { currencySymbol, formatMoney, prepareMoneyFormats } from './format.ts';

describe('money with an unknown currency code', () => {
  it('still shows the amount, and the code stands in for the symbol', () => {
    const plain = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(1250);
    expect(formatMoney(1250, 'NOPE')).toBe(plain);
    expect(currencySymbol('NOPE')).toBe('NOPE');
  });
});

describe('prepareMoneyFormats', () => {
  it('makes a currency formatter in a later task, which formatMoney then reuses', () => {
    vi.useFakeTimers();
    const Real = Intl.NumberFormat;
    const made = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
        return new Real(...args);
      } as unknown as typeof Real);
    try {
      prepareMoneyFormats();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
      expect(made.mock.calls[0]?.[1]).toMatchObject({ style: 'currency' });
      expect(formatMoney(12.5, 'USD')).toMatch(/12\.50/);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
      vi.useRealTimers();
    }
  });
});
