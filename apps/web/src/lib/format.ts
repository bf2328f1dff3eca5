import { useMemo, useSyncExternalStore } from 'react';
import { intlLocale, type IntlService } from './intl-locale.ts';

import { formatLanguage, formatRegion, onFormatChange } from './format-settings.ts';

/**
 * Money, numbers and dates, through Intl in the UI language and the current business's country
 * (issue 42): sw-KE, fr-CI, en-NG... (lib/format-settings.ts says where they are set); the
 * public shop and the screens without a business format by language alone.
 */
export { formatLanguage, setFormatLanguage, setFormatRegion } from './format-settings.ts';

/** The locale Intl writes numbers in: 'sw-KE'; 'en-NG' for Hausa where Intl lacks it. */
export const numberLocale = () =>
  intlLocale(formatLanguage(), formatRegion(), Intl.NumberFormat as IntlService);
/** The locale Intl writes dates in, with the same fallback. */
export const dateLocale = () =>
  intlLocale(formatLanguage(), formatRegion(), Intl.DateTimeFormat as IntlService);
const relativeLocale = () =>
  intlLocale(formatLanguage(), formatRegion(), Intl.RelativeTimeFormat as IntlService);

/**
 * The number locale, for a component: it re-renders when the language or country changes, so
 * what it formats follows at once (a dependency for its useMemo).
 */
export function useFormatLocale(): string {
  return useSyncExternalStore(onFormatChange, numberLocale, numberLocale);
}

/**
 * Formatters made once per locale and options: building one per amount is slow in long lists,
 * and the first of a page costs a phone tens of ms of ICU loading. A new language or country
 * gives new keys, so new formatters.
 */
const formatters = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

function moneyFormat(currency: string, locale = numberLocale()): Intl.NumberFormat {
  return cached(`money|${locale}|${currency}`, () => {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // An unknown code still shows a number rather than breaking the screen.
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
  });
}

/**
 * Makes the currency formatter in a task of its own, ahead of the first screen that shows
 * money: the first one of a page makes ICU load its number data (18-125 ms on a desktop, four
 * times that on a phone), which is then not part of the task that renders the first prices.
 */
export function prepareMoneyFormats(): void {
  setTimeout(() => moneyFormat('USD'), 0);
}

/** Amounts in the business currency: ₦1,250.00 (en-NG), 1 250 F CFA (fr-CI), Ksh 3.50 (sw-KE). */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormat(currency).format(amount);
}

/** The symbol shown in front of money inputs (₦, $, CFA...); the code itself when unknown. */
export function currencySymbol(currency: string): string {
  return (
    moneyFormat(currency)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

export function useMoney(currency: string) {
  const locale = useFormatLocale();
  return useMemo(() => {
    const format = moneyFormat(currency, locale);
    return (amount: number) => format.format(amount);
  }, [currency, locale]);
}

/** '1,234' (en), '1 234' (fr). */
export function formatCount(n: number): string {
  const locale = numberLocale();
  return cached(`count|${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** '12 May 2025, 14:05' on the reader's clock. */
export function formatDateTime(iso: string): string {
  const locale = dateLocale();
  return cached(
    `date-time|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(iso));
}

/** '12 May 2025'. */
export function formatDate(iso: string): string {
  const locale = dateLocale();
  return cached(
    `date|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
  ).format(new Date(iso));
}

/** '12 May' (en), '12 mai' (fr): a day of this year, on the reader's clock or `timeZone`'s. */
export function formatDayMonth(iso: string, timeZone?: string): string {
  const locale = dateLocale();
  return cached(
    `day-month|${locale}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }),
  ).format(new Date(iso));
}

/** 'in 3 days', '2 hours ago', 'yesterday' (en); 'siku 2 zilizopita' (sw). */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const locale = relativeLocale();
  return cached(
    `relative|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  ).format(value, unit);
}

/** '+12%', '-4%' (en), '+12 %' (fr): a whole-percent change with its sign. */
export function formatPercentChange(percent: number): string {
  const locale = numberLocale();
  return cached(
    `percent-change|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }),
  ).format(percent / 100);
}

/** '2.5M' in the locale's own compact notation: chart axes in languages other than English. */
export function formatCompact(value: number): string {
  const locale = numberLocale();
  return cached(
    `compact|${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

/** A number with at most `digits` decimals: '1,250.5'. */
export function formatDecimal(value: number, digits = 1): string {
  const locale = numberLocale();
  return cached(
    `decimal|${locale}|${digits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }),
  ).format(value);
}
