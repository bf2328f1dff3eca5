import type { Language } from '@app/contracts/languages';

/**
 * Numbers, money and dates in emails and texts, with Intl: the reader's language and, where a
 * business applies, its country (sw-KE, fr-CI). A runtime whose ICU lacks that language's data
 * (a small-icu Node) gets English of the same region (en-NG), as the web app does.
 */
export function localeOf(language: Language, country?: string | null): string {
  const region = country && /^[A-Z]{2}$/i.test(country) ? country.toUpperCase() : null;
  const tag = region ? `${language}-${region}` : language;
  const supported = (t: string) =>
    Intl.NumberFormat.supportedLocalesOf([t]).length > 0 &&
    Intl.DateTimeFormat.supportedLocalesOf([t]).length > 0;
  if (supported(tag)) return tag;
  return region && supported(`en-${region}`) ? `en-${region}` : 'en';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "Ksh 1,250.00", "1 250,00 F CFA": an amount (numeric text or number) in its currency. */
export function formatMoney(amount: string | number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // A code Intl does not know still reads as the code and the amount.
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
      format = { format: (n: number) => `${currency} ${plain.format(n)}` } as Intl.NumberFormat;
    }
    moneyFormats.set(key, format);
  }
  return format.format(Number(amount));
}

/** A day and time in UTC, written the reader's way ("7 December 2026 at 10:00 UTC"). */
export function formatDateTimeUtc(at: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}
