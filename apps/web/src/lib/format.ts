import { useMemo, useSyncExternalStore } from 'react';
import { intlLocale, type IntlService } from './intl-locale.ts';

import { formatLanguage, formatRegion, onFormatChange } from './format-settings.ts';

/**
 * Money, numbers and dates, through Intl in the UI language and the current business's country
 * (ADR 069): sw-KE, fr-CI, en-NG... (lib/format-settings.ts says where they are set); the
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
const collatorLocale = () =>
  intlLocale(formatLanguage(), formatRegion(), Intl.Collator as IntlService);

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
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.Collator;
const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

/**
 * Money in the currency's own digits; in whole units (reports); always to the cent (a price list's
 * prices with cents); or compact (₦1.2M on a small card).
 */
type MoneyStyle = 'exact' | 'whole' | 'cents' | 'compact';
const MONEY_DIGITS: Record<MoneyStyle, Intl.NumberFormatOptions> = {
  exact: {},
  whole: { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  cents: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  compact: { notation: 'compact', maximumFractionDigits: 1 },
};
const PLAIN_DIGITS: Record<MoneyStyle, Intl.NumberFormatOptions> = {
  exact: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  whole: { maximumFractionDigits: 0 },
  cents: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  compact: { notation: 'compact', maximumFractionDigits: 1 },
};

/** How an amount names its currency: its symbol (₦1,500), its code (NGN 1,500), or not at all. */
export type CurrencyDisplay = 'symbol' | 'code' | 'none';

function moneyFormat(
  currency: string,
  locale = numberLocale(),
  style: MoneyStyle = 'exact',
  display: CurrencyDisplay = 'symbol',
): Intl.NumberFormat {
  return cached(`money|${locale}|${currency}|${style}|${display}`, () => {
    if (display === 'none') return new Intl.NumberFormat(locale, PLAIN_DIGITS[style]);
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display === 'code' ? 'code' : 'narrowSymbol',
        ...MONEY_DIGITS[style],
      });
    } catch {
      // An unknown code still shows a number rather than breaking the screen.
      return new Intl.NumberFormat(locale, PLAIN_DIGITS[style]);
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

/** Whole amounts where the cents add nothing (stock report): ₦1,234,568. */
export function formatWholeMoney(amount: number, currency: string): string {
  return moneyFormat(currency, numberLocale(), 'whole').format(amount);
}

/** Big amounts on a small card in the locale's compact notation: ₦1.2M (en), 1,2 M F CFA (fr). */
export function formatCompactMoney(amount: number, currency: string): string {
  return moneyFormat(currency, numberLocale(), 'compact').format(amount);
}

/**
 * Prices for a document in its readers' locale rather than the app's (a price list in the
 * business's language): cents only when there are some, ₦1,500 / NGN 1,500 / 1,500.
 */
export function priceFormatter(
  currency: string,
  display: CurrencyDisplay,
  locale: string,
): (amount: number) => string {
  const whole = moneyFormat(currency, locale, 'whole', display);
  const cents = moneyFormat(currency, locale, 'cents', display);
  return (amount) => (Number.isInteger(amount) ? whole : cents).format(amount);
}

/** An amount to the cent without its currency: '1,250.00' (en), '1 250,00' (fr). */
export function formatAmount(amount: number): string {
  const locale = numberLocale();
  return cached(
    `amount|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(amount);
}

/**
 * For fonts without the currency's sign (PDF core fonts): 'NGN 1,250.00', 'XOF 1 250,00'. Those
 * fonts print Windows-1252 only, which lacks French's narrow no-break space: a no-break space
 * stands in for it.
 */
export function formatMoneyCode(amount: number, currency: string): string {
  return `${currency} ${formatAmount(amount).replace(/\u202f/g, '\u00a0')}`;
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

/** '1,234' (en), '1 234' (fr); in the app's locale unless given another (a document's readers'). */
export function formatCount(n: number, locale = numberLocale()): string {
  return cached(`count|${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** An ISO date-time string, or milliseconds since the epoch (what the offline stores keep). */
type Instant = string | number;

const validZones = new Map<string, boolean>();

/**
 * The time zone if Intl knows it, else undefined (the reader's clock): a business saved with a
 * zone this browser lacks still shows its dates rather than a RangeError.
 */
export function safeTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(timeZone, valid);
  }
  return valid ? timeZone : undefined;
}

function dateFormat(
  name: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const locale = dateLocale();
  const zone = safeTimeZone(timeZone);
  return cached(
    `${name}|${locale}|${zone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }),
  );
}

/** '12 May 2025, 14:05' on the reader's clock or `timeZone`'s. */
export function formatDateTime(iso: Instant, timeZone?: string): string {
  return dateFormat('date-time', { dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(
    new Date(iso),
  );
}

/** '12 May 2025'. */
export function formatDate(iso: Instant, timeZone?: string): string {
  return dateFormat('date', { dateStyle: 'medium' }, timeZone).format(new Date(iso));
}

/** 'Monday, 12 May 2025': a day heading. */
export function formatFullDate(iso: Instant, timeZone?: string): string {
  return dateFormat('full-date', { dateStyle: 'full' }, timeZone).format(new Date(iso));
}

/** '14:05' (en-GB), '2:05 PM' (en-US): the time of day. */
export function formatTime(iso: Instant, timeZone?: string): string {
  return dateFormat('time', { timeStyle: 'short' }, timeZone).format(new Date(iso));
}

/** '12 May' (en), '12 mai' (fr): a day of this year, on the reader's clock or `timeZone`'s. */
export function formatDayMonth(iso: Instant, timeZone?: string): string {
  return dateFormat('day-month', { day: 'numeric', month: 'short' }, timeZone).format(
    new Date(iso),
  );
}

/** 'May 2025' (en), 'mai 2025' (fr); `short`: 'May 25', a chart tick. */
export function formatMonthYear(iso: Instant, timeZone?: string, short = false): string {
  const options: Intl.DateTimeFormatOptions = short
    ? { month: 'short', year: '2-digit' }
    : { month: 'long', year: 'numeric' };
  return dateFormat(short ? 'month-year-short' : 'month-year', options, timeZone).format(
    new Date(iso),
  );
}

/**
 * YYYY-MM-DD of an instant on `timeZone`'s clock: a machine format (day keys, filters, files),
 * so the same in every language.
 */
export function formatDayKey(iso: Instant, timeZone?: string): string {
  const zone = safeTimeZone(timeZone);
  return cached(
    `day-key|${zone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: zone,
      }),
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

/** A fraction as a percent with at most `digits` decimals: '12.5%' (en), '12,5 %' (fr). */
export function formatPercent(fraction: number, digits = 1): string {
  const locale = numberLocale();
  return cached(
    `percent|${locale}|${digits}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }),
  ).format(fraction);
}

/** Sorts names as the UI language does ('é' with 'e', not after 'z'): `collator.compare`. */
export function textCollator(): Intl.Collator {
  const locale = collatorLocale();
  return cached(`collator|${locale}`, () => new Intl.Collator(locale));
}

/** A number with at most `digits` decimals: '1,250.5'. */
export function formatDecimal(value: number, digits = 1): string {
  const locale = numberLocale();
  return cached(
    `decimal|${locale}|${digits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }),
  ).format(value);
}
