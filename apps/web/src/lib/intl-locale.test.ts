import { describe, expect, it, vi } from 'vitest';
import { intlLocale, type IntlService } from './intl-locale.ts';

/** An Intl service that has data for these languages only, as a trimmed browser build. */
function serviceKnowing(...languages: string[]) {
  const supportedLocalesOf = vi.fn((locales: string[]) =>
    locales.filter((tag) => languages.includes(tag.split('-')[0]!)),
  );
  return { supportedLocalesOf } satisfies IntlService;
}

describe('intlLocale', () => {
  it('joins the UI language and the business country', () => {
    const service = serviceKnowing('en', 'sw', 'fr');
    expect(intlLocale('sw', 'KE', service)).toBe('sw-KE');
    expect(intlLocale('sw', 'TZ', service)).toBe('sw-TZ');
    expect(intlLocale('fr', 'CI', service)).toBe('fr-CI');
    expect(intlLocale('fr', null, service)).toBe('fr');
  });

  it("writes numbers and dates in the same country's English when Intl lacks the language", () => {
    const chromium = serviceKnowing('en', 'sw', 'fr');
    expect(intlLocale('ha', 'NG', chromium)).toBe('en-NG');
    expect(intlLocale('yo', 'NG', chromium)).toBe('en-NG');
    expect(intlLocale('ha', null, chromium)).toBe('en');
    const full = serviceKnowing('en', 'sw', 'fr', 'ha', 'yo');
    expect(intlLocale('ha', 'NG', full)).toBe('ha-NG');
  });

  it('formats the pseudo-locale as English', () => {
    expect(intlLocale('en-XA', 'NG', serviceKnowing('en'))).toBe('en-NG');
  });

  it('asks a service about a language once', () => {
    const service = serviceKnowing('en');
    intlLocale('ha', 'NG', service);
    const asked = service.supportedLocalesOf.mock.calls.length;
    intlLocale('ha', 'GH', service);
    expect(service.supportedLocalesOf.mock.calls.length).toBe(asked);
  });

  it('takes a service that throws as one that lacks the language', () => {
    const broken: IntlService = {
      supportedLocalesOf: () => {
        throw new RangeError('Incorrect locale information provided');
      },
    };
    expect(intlLocale('sw', 'KE', broken)).toBe('en-KE');
  });
});
