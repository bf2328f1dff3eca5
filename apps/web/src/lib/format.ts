import { useMemo } from 'react';
import {
  englishCurrencySymbol,
  formatEnglishInteger,
  formatEnglishMoney,
  formatsInEnglish,
  writesInEnglish,
} from './english-numbers.ts';

// One formatter per currency: building an Intl.NumberFormat per amount is slow in long lists.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // An unknown code still shows a number rather than breaking the screen.
      format = new Intl.NumberFormat(undefined, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * Makes a currency formatter in a task of its own, ahead of the first screen that shows money,
 * where the reader's locale needs Intl for it (`english-numbers.ts` says which do not). The first
 * one of a page costs a desktop 18-125 ms, a phone four times that: ICU loads its number data,
 * which every currency shares (another currency then costs under 1 ms; measured in Chromium
 * 156). Made while a business screen waits for the network, that cost is no longer part of the
 * task that renders the screen's first prices (issue 21: total blocking time).
 */
export function prepareMoneyFormats(): void {
  if (!formatsInEnglish('USD')) setTimeout(() => moneyFormat('USD'), 0);
}

/** Amounts in the business currency, in the reader's locale: ₦1,250.00, $3.50. */
export function formatMoney(amount: number, currency: string): string {
  const english = formatsInEnglish(currency) ? formatEnglishMoney(amount, currency) : null;
  return english ?? moneyFormat(currency).format(amount);
}

/** The symbol shown in front of money inputs (₦, $, CFA...); the code itself when unknown. */
export function currencySymbol(currency: string): string {
  if (formatsInEnglish(currency)) return englishCurrencySymbol(currency);
  return (
    moneyFormat(currency)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

export function useMoney(currency: string) {
  return useMemo(() => (amount: number) => formatMoney(amount, currency), [currency]);
}

/**
 * Made at their first use, not when this module loads: every screen imports it, and the first
 * date formatter with a date and time style costs a phone ~20 ms x 4 of ICU work before the
 * POS's first paint, which shows no date (issue 21, ADR 045).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const integer = once(() => new Intl.NumberFormat());
/** '1,234' in the reader's locale (in English without Intl, as money: english-numbers.ts). */
export const formatCount = (n: number) =>
  (writesInEnglish() ? formatEnglishInteger(n) : null) ?? integer().format(n);

const dateTime = once(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
/** '12 May 2025, 14:05' on the reader's clock. */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
