import { COUNTRY_CODES, CURRENCY_CODES, isValidTimeZone } from '@app/contracts';
import { isLanguage } from '@app/contracts/languages';
import { i18n } from '@lingui/core';
import { currencySymbol } from '#src/lib/format.ts';

/** One choice of a searchable select: `keywords` are matched too (codes, symbols, old names). */
export interface PickerOption {
  value: string;
  label: string;
  detail?: string;
  keywords?: string;
}

/**
 * The locales to name countries and currencies in: the app's language (ADR 069), in the device's
 * region when the device speaks it too ('fr-CI' for French on an Ivorian phone), then English
 * for names the browser lacks in that language. The pseudo-locale (en-XA) is English underneath.
 */
function userLocales(): string[] {
  const language = uiLanguage();
  const device = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const regional = device.filter((tag) => tag.toLowerCase().split(/[-_]/)[0] === language);
  return [...regional, language, 'en'];
}

function uiLanguage(): string {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

function displayNames(type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(userLocales(), { type, fallback: 'code' });
  } catch {
    return null;
  }
}

/** Sorts by label in the UI language's order; one collator per sort, not one per comparison. */
function sortByLabel(options: PickerOption[]): PickerOption[] {
  const collator = new Intl.Collator(uiLanguage());
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

// Per UI language: switching language in place names them anew.
const countries = new Map<string, PickerOption[]>();
/** The countries the server accepts (ISO 3166-1), named in the user's language. */
export function countryOptions(): PickerOption[] {
  const language = uiLanguage();
  const known = countries.get(language);
  if (known) return known;
  const names = displayNames('region');
  const options = sortByLabel(
    COUNTRY_CODES.map((code) => ({
      value: code,
      label: names?.of(code) ?? code,
      detail: code,
      keywords: code,
    })),
  );
  countries.set(language, options);
  return options;
}

/** The currency's symbol as the app writes money (lib/format), when it has one besides its code. */
function symbolBesidesCode(code: string): string | null {
  const symbol = currencySymbol(code);
  return symbol !== code ? symbol : null;
}

const currencies = new Map<string, PickerOption[]>();
/**
 * Currencies the browser knows (Intl.supportedValuesOf) that the server accepts (ISO 4217 in
 * circulation), named in the user's language, with their symbol.
 */
export function currencyOptions(): PickerOption[] {
  const language = uiLanguage();
  const known = currencies.get(language);
  if (known) return known;
  const accepted = new Set(CURRENCY_CODES);
  let codes: string[] = CURRENCY_CODES;
  try {
    const supported = Intl.supportedValuesOf('currency').filter((c) => accepted.has(c));
    if (supported.length > 0) codes = supported;
  } catch {
    // Older browsers: the server's list, named by code where the browser cannot name them.
  }
  const names = displayNames('currency');
  const options = sortByLabel(
    codes.map((code) => {
      const symbol = symbolBesidesCode(code);
      return {
        value: code,
        label: names?.of(code) ?? code,
        detail: symbol ? `${code} · ${symbol}` : code,
        keywords: [code, symbol].filter(Boolean).join(' '),
      };
    }),
  );
  currencies.set(language, options);
  return options;
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
