import { useMemo } from 'react';

const cache = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = cache.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // An unknown code still shows a number with its code rather than breaking the screen.
      format = new Intl.NumberFormat(undefined, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    cache.set(currency, format);
  }
  return format;
}

/** Amounts in the business currency, in the reader's locale: ₦1,250.00, $3.50. */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormat(currency).format(amount);
}

/** The symbol shown in front of money inputs (₦, $, CFA...). */
export function currencySymbol(currency: string): string {
  return (
    moneyFormat(currency)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

export function useMoney(currency: string) {
  return useMemo(() => (amount: number) => formatMoney(amount, currency), [currency]);
}

const integer = new Intl.NumberFormat();
export const formatCount = (n: number) => integer.format(n);
