import { COUNTRY_CODES, CURRENCY_CODES, isValidTimeZone } from '@app/contracts';

/** One choice of a searchable select: `keywords` are matched too (codes, symbols, old names). */
export interface PickerOption {
  value: string;
  label: string;
  detail?: string;
  keywords?: string;
}

function userLocales(): string[] {
  if (typeof navigator === 'undefined') return ['en'];
  return [...(navigator.languages ?? []), navigator.language, 'en'].filter(Boolean);
}

function displayNames(type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(userLocales(), { type, fallback: 'code' });
  } catch {
    return null;
  }
}

function byLabel(a: PickerOption, b: PickerOption) {
  return a.label.localeCompare(b.label);
}

let countries: PickerOption[] | null = null;
/** The countries the server accepts (ISO 3166-1), named in the user's language. */
export function countryOptions(): PickerOption[] {
  if (countries) return countries;
  const names = displayNames('region');
  countries = COUNTRY_CODES.map((code) => ({
    value: code,
    label: names?.of(code) ?? code,
    detail: code,
    keywords: code,
  })).sort(byLabel);
  return countries;
}

function currencySymbol(code: string): string | null {
  try {
    const parts = new Intl.NumberFormat(userLocales(), {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    const symbol = parts.find((p) => p.type === 'currency')?.value;
    return symbol && symbol !== code ? symbol : null;
  } catch {
    return null;
  }
}

let currencies: PickerOption[] | null = null;
/**
 * Currencies the browser knows (Intl.supportedValuesOf) that the server accepts (ISO 4217 in
 * circulation), named in the user's language, with their symbol.
 */
export function currencyOptions(): PickerOption[] {
  if (currencies) return currencies;
  const accepted = new Set(CURRENCY_CODES);
  let codes: string[] = CURRENCY_CODES;
  try {
    const supported = Intl.supportedValuesOf('currency').filter((c) => accepted.has(c));
    if (supported.length > 0) codes = supported;
  } catch {
    // Older browsers: the server's list, named by code where the browser cannot name them.
  }
  const names = displayNames('currency');
  currencies = codes
    .map((code) => {
      const symbol = currencySymbol(code);
      return {
        value: code,
        label: names?.of(code) ?? code,
        detail: symbol ? `${code} · ${symbol}` : code,
        keywords: [code, symbol].filter(Boolean).join(' '),
      };
    })
    .sort(byLabel);
  return currencies;
}

function offsetOf(timeZone: string, date: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

let timeZones: PickerOption[] | null = null;
/** IANA time zones the browser knows, with their current UTC offset. */
export function timeZoneOptions(): PickerOption[] {
  if (timeZones) return timeZones;
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const browser = browserTimeZone();
  if (!zones.includes(browser)) zones = [browser, ...zones];
  if (!zones.includes('UTC')) zones = [...zones, 'UTC'];
  const now = new Date();
  timeZones = zones.map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
    detail: offsetOf(zone, now),
    keywords: zone,
  }));
  return timeZones;
}

/** The device's time zone: the default for a new business. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The country named by the browser's language (en-NG -> NG), if the server accepts it. */
export function browserCountry(): string | null {
  const locales = typeof navigator === 'undefined' ? [] : [navigator.language];
  for (const locale of locales) {
    try {
      const region = new Intl.Locale(locale).region;
      if (region && COUNTRY_CODES.includes(region)) return region;
    } catch {
      // Not a valid locale tag: try the next.
    }
  }
  return null;
}

export function countryName(code: string): string {
  return countryOptions().find((o) => o.value === code)?.label ?? code;
}
