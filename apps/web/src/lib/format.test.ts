import { describe, expect, it, vi } from 'vitest';
import { currencySymbol, formatMoney, prepareMoneyFormats } from './format.ts';

describe('money with an unknown currency code', () => {
  it('still shows the amount, and the code stands in for the symbol', () => {
    const plain = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(1250);
    expect(formatMoney(1250, 'NOPE')).toBe(plain);
    expect(currencySymbol('NOPE')).toBe('NOPE');
  });
});

function spyOnNumberFormat() {
  const Real = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Real>
  ) {
    return new Real(...args);
  } as unknown as typeof Real);
}

describe('prepareMoneyFormats', () => {
  it('in a locale that needs Intl, makes a currency formatter in a later task, which formatMoney then reuses', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    const made = spyOnNumberFormat();
    try {
      prepareMoneyFormats();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
      expect(made.mock.calls[0]?.[1]).toMatchObject({ style: 'currency' });
      expect(formatMoney(12.5, 'USD')).toMatch(/12[.,]50/);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('in English, makes none: money is written without Intl', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const made = spyOnNumberFormat();
    try {
      prepareMoneyFormats();
      vi.runAllTimers();
      expect(formatMoney(1250, 'NGN')).toBe('₦1,250.00');
      expect(formatMoney(-3.5, 'CHF')).toBe('-CHF\u00a03.50');
      expect(currencySymbol('GHS')).toBe('GH₵');
      expect(made).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
