import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAxisValue } from './axis-format.ts';
import {
  currencySymbol,
  formatAmount,
  formatCompactMoney,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatDayMonth,
  formatFullDate,
  formatMoney,
  formatMonthYear,
  formatPercent,
  formatRelativeTime,
  formatTime,
  formatWholeMoney,
  numberLocale,
  safeTimeZone,
  textCollator,
  prepareMoneyFormats,
  priceFormatter,
  setFormatLanguage,
  setFormatRegion,
} from './format.ts';
import { percentChange } from './percent-change.ts';

afterEach(() => {
  setFormatLanguage('en');
  setFormatRegion(null);
  vi.restoreAllMocks();
});

describe('money', () => {
  it('is written in English with no business country', () => {
    expect(formatMoney(1250, 'NGN')).toBe('₦1,250.00');
    expect(formatMoney(-3.5, 'CHF')).toBe('-CHF\u00a03.50');
    expect(currencySymbol('GHS')).toBe('GH₵');
  });

  it('follows the language and the business country: sw-KE', () => {
    setFormatLanguage('sw');
    setFormatRegion('KE');
    expect(numberLocale()).toBe('sw-KE');
    expect(formatMoney(1250.5, 'KES')).toBe('Ksh\u00a01,250.50');
  });

  it('writes French with narrow no-break spaces: fr-CI', () => {
    setFormatLanguage('fr');
    setFormatRegion('CI');
    expect(formatMoney(1250, 'XOF')).toBe('1\u202f250\u00a0F\u202fCFA');
    expect(formatMoney(-1234567, 'XOF')).toBe('-1\u202f234\u202f567\u00a0F\u202fCFA');
    expect(formatCount(1234567)).toBe('1\u202f234\u202f567');
  });

  it('writes a price list in the locale given, cents only when there are some', () => {
    setFormatLanguage('sw');
    expect(priceFormatter('NGN', 'symbol', 'en-NG')(1500)).toBe('₦1,500');
    expect(priceFormatter('NGN', 'symbol', 'en-NG')(1500.5)).toBe('₦1,500.50');
    expect(priceFormatter('NGN', 'code', 'en-NG')(78000)).toBe('NGN\u00a078,000');
    expect(priceFormatter('XOF', 'none', 'fr-CI')(1250.5)).toBe('1\u202f250,50');
    expect(priceFormatter('NOPE', 'symbol', 'en')(2)).toBe('2');
  });

  it('makes new formatters when the language changes, not only the first one', () => {
    setFormatRegion('CI');
    expect(formatMoney(1250, 'EUR')).toBe('€1,250.00');
    setFormatLanguage('fr');
    expect(formatMoney(1250, 'EUR')).toBe('1\u202f250,00\u00a0€');
    setFormatLanguage('en');
    expect(formatMoney(1250, 'EUR')).toBe('€1,250.00');
  });

  it("writes Hausa money with Nigeria's English digits where Intl lacks Hausa (as Chromium)", () => {
    const real = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      real(locales, options).filter((tag) => !tag.startsWith('ha')),
    );
    setFormatLanguage('ha');
    setFormatRegion('NG');
    expect(numberLocale()).toBe('en-NG');
    expect(formatMoney(1250, 'NGN')).toBe('₦1,250.00');
  });

  it('still shows the amount of an unknown currency code, the code standing in for the symbol', () => {
    const plain = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(1250);
    expect(formatMoney(1250, 'NOPE')).toBe(plain);
    expect(currencySymbol('NOPE')).toBe('NOPE');
  });
});

describe('money variants', () => {
  it('write whole, compact and bare amounts in English and French', () => {
    expect(formatWholeMoney(1234567.8, 'NGN')).toBe('₦1,234,568');
    expect(formatCompactMoney(2_450_000, 'NGN')).toBe('₦2.5M');
    expect(formatAmount(1250)).toBe('1,250.00');
    expect(formatPercent(0.125)).toBe('12.5%');
    setFormatLanguage('fr');
    setFormatRegion('CI');
    expect(formatWholeMoney(1234.5, 'XOF')).toBe('1\u202f235\u00a0F\u202fCFA');
    expect(formatAmount(1250)).toBe('1\u202f250,00');
    expect(formatPercent(0.125)).toBe('12,5\u00a0%');
  });

  it('still show an amount for an unknown currency code', () => {
    expect(formatWholeMoney(1250.4, 'NOPE')).toBe('1,250');
  });
});

describe('prepareMoneyFormats', () => {
  it('makes a currency formatter in a later task, which formatMoney then reuses', () => {
    vi.useFakeTimers();
    setFormatLanguage('fr');
    setFormatRegion('SN');
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as unknown as typeof Real);
    try {
      prepareMoneyFormats();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
      expect(made.mock.calls[0]).toMatchObject(['fr-SN', { style: 'currency' }]);
      expect(formatMoney(12.5, 'USD')).toBe('12,50\u00a0$');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('dates', () => {
  it('are written in French', () => {
    setFormatLanguage('fr');
    setFormatRegion('CI');
    expect(formatDate('2025-05-12T12:00:00Z')).toBe('12 mai 2025');
    expect(formatDayMonth('2025-05-12T12:00:00Z')).toBe('12 mai');
  });

  it('write times, day headings and months in the UI language on the business clock', () => {
    const iso = '2026-12-06T19:02:00Z';
    // ICU versions differ on the space before PM (U+0020 or U+202F).
    const spaced = (text: string) => text.replace(/\s/gu, ' ');
    expect(spaced(formatDateTime(iso, 'UTC'))).toBe('Dec 6, 2026, 7:02 PM');
    expect(spaced(formatTime(iso, 'Africa/Nairobi'))).toBe('10:02 PM');
    expect(formatFullDate(iso, 'UTC')).toBe('Sunday, December 6, 2026');
    expect(formatMonthYear(iso, 'UTC')).toBe('December 2026');
    expect(formatMonthYear(iso, 'UTC', true)).toBe('Dec 26');
    setFormatLanguage('sw');
    setFormatRegion('KE');
    expect(formatDateTime(iso, 'Africa/Nairobi')).toBe('6 Des 2026, 22:02');
    expect(formatTime(iso, 'Africa/Nairobi')).toBe('22:02');
    setFormatLanguage('fr');
    setFormatRegion('CI');
    expect(formatFullDate(iso, 'UTC')).toBe('dimanche 6 décembre 2026');
    expect(formatMonthYear(iso, 'UTC')).toBe('décembre 2026');
  });

  it('keep day keys as YYYY-MM-DD in every language, on the given clock', () => {
    setFormatLanguage('fr');
    expect(formatDayKey('2026-11-26T23:30:00Z', 'Africa/Lagos')).toBe('2026-11-27');
    expect(formatDayKey('2026-11-26T23:30:00Z', 'America/New_York')).toBe('2026-11-26');
  });

  it('fall back to the reader clock for a time zone Intl does not know', () => {
    expect(safeTimeZone('Mars/Olympus')).toBeUndefined();
    expect(safeTimeZone('Africa/Lagos')).toBe('Africa/Lagos');
    expect(formatDate('2025-05-12T12:00:00Z', 'Mars/Olympus')).toBe(
      formatDate('2025-05-12T12:00:00Z'),
    );
  });

  it('say relative times in Swahili', () => {
    setFormatLanguage('sw');
    setFormatRegion('TZ');
    expect(formatRelativeTime(-1, 'day')).toBe('jana');
    expect(formatRelativeTime(-3, 'hour')).toBe('saa 3 zilizopita');
    setFormatLanguage('en');
    expect(formatRelativeTime(-3, 'hour')).toBe('3 hours ago');
  });
});

describe('textCollator', () => {
  it('sorts accented names with their base letter', () => {
    setFormatLanguage('fr');
    expect(['zébu', 'éclair', 'avocat'].sort(textCollator().compare)).toEqual([
      'avocat',
      'éclair',
      'zébu',
    ]);
  });
});

describe('chart axes and changes', () => {
  it("keep SPEC's K and M in English, the locale's compact notation in other languages", () => {
    expect(formatAxisValue(2_450_000)).toBe('2.5M');
    setFormatLanguage('fr');
    expect(formatAxisValue(2_450_000)).toBe('2,5\u00a0M');
    expect(formatAxisValue(1_500)).toBe('1,5\u00a0k');
  });

  it('write a percent change as the locale does', () => {
    setFormatLanguage('fr');
    expect(percentChange(12_000, 10).label).toBe('+119\u202f900\u00a0%');
  });
});
