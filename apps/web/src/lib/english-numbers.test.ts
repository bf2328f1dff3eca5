import { CURRENCY_CODES } from '@app/contracts/businesses';
import { describe, expect, it } from 'vitest';
import {
  englishCurrencySymbol,
  formatEnglishInteger,
  formatEnglishMoney,
  formatsInEnglish,
  writesInEnglish,
} from './english-numbers.ts';

const LOCALES = ['en', 'en-US', 'en-GB', 'en-CA', 'en-NG', 'en-GH', 'en-RW', 'en-ZM'];

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.005,
  0.015,
  0.125,
  0.135,
  1.005,
  2.675,
  9.995,
  999.995,
  1234.5,
  -1234.567,
  -0.001,
  999_999.999,
  1_000_000,
  12_345_678.9,
  1e15 + 0.3,
  2 ** 53,
  1.2345678901234568e20,
  0.000001,
  0.0000015,
];

/** Amounts as the app has them (cents over 100, quantities times prices) and arbitrary doubles. */
function amounts(): number[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const out = [...EDGES];
  for (let i = 0; i < 300; i++) {
    out.push(Math.round(random() * 10 ** (1 + (i % 10))) / 100);
    out.push((random() - 0.5) * 10 ** ((i % 14) - 4));
    out.push(Math.round(random() * 1000) / 1000 + (i % 7) * 1000.005);
  }
  return out;
}

const intl = (locale: string, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });

describe('money in English without Intl', () => {
  it('writes every currency exactly as Intl does, in each English locale it is used for', () => {
    const values = amounts();
    let compared = 0;
    for (const locale of LOCALES) {
      for (const currency of CURRENCY_CODES) {
        if (!formatsInEnglish(currency, locale)) continue;
        const format = intl(locale, currency);
        for (const amount of values) {
          const english = formatEnglishMoney(amount, currency);
          if (english === null) continue;
          compared++;
          if (english !== format.format(amount)) {
            expect({ locale, currency, amount, english }).toEqual({
              locale,
              currency,
              amount,
              english: format.format(amount),
            });
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(LOCALES.length * 150 * 900);
  });

  it('writes integers as Intl does with no options, and leaves the rest to it', () => {
    const integers = [
      0,
      -0,
      7,
      -42,
      999,
      1000,
      -1000,
      123_456,
      1_234_567,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ];
    for (const value of amounts()) integers.push(Math.trunc(value));
    for (const locale of LOCALES) {
      expect(writesInEnglish(locale), locale).toBe(true);
      const format = new Intl.NumberFormat(locale);
      for (const n of integers) {
        if (!Number.isSafeInteger(n)) continue;
        expect(formatEnglishInteger(n), `${locale} ${n}`).toBe(format.format(n));
      }
    }
    for (const n of [0.5, 2 ** 53, NaN, Infinity])
      expect(formatEnglishInteger(n), String(n)).toBeNull();
  });

  it('gives each currency the symbol Intl names', () => {
    for (const currency of CURRENCY_CODES) {
      if (!formatsInEnglish(currency, 'en-US')) continue;
      const part = intl('en-US', currency)
        .formatToParts(1)
        .find((p) => p.type === 'currency')?.value;
      expect(englishCurrencySymbol(currency), currency).toBe(part);
    }
  });

  it('leaves other locales, odd codes and numbers it cannot write to Intl', () => {
    expect(formatsInEnglish('NGN', 'en-US')).toBe(true);
    for (const locale of ['en-IN', 'en-ZA', 'en-KE', 'fr-FR', 'de', '']) {
      expect(formatsInEnglish('NGN', locale), locale).toBe(false);
    }
    for (const code of ['RSD', 'XCG', 'usd', 'NOPE', '']) {
      expect(formatsInEnglish(code, 'en-US'), code).toBe(false);
    }
    for (const amount of [NaN, Infinity, -Infinity, 1e21, 1e-7]) {
      expect(formatEnglishMoney(amount, 'USD'), String(amount)).toBeNull();
    }
  });

  it('covers the currencies the server accepts but the unsettled ones', () => {
    const left = CURRENCY_CODES.filter((c) => !formatsInEnglish(c, 'en-US'));
    expect(left.sort()).toEqual(['RSD', 'XCG']);
  });
});
