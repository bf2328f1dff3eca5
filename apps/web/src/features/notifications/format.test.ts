import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { setFormatLanguage, setFormatRegion } from '#src/lib/format.ts';
import { formatWhen } from './format.ts';

const now = Date.parse('2027-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

afterEach(() => {
  setFormatLanguage('en');
  setFormatRegion(null);
});

describe('when a notification came', () => {
  it('is said in English as before', () => {
    expect(formatWhen(i18n, ago(20_000), now)).toBe('just now');
    expect(formatWhen(i18n, ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatWhen(i18n, ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(formatWhen(i18n, '2027-03-10T12:00:00Z', now)).toBe('Mar 10');
    // A Nigerian business's days, as Nigeria writes them in English.
    setFormatRegion('NG');
    expect(formatWhen(i18n, '2027-03-10T12:00:00Z', now)).toBe('10 Mar');
  });

  it('is said in Swahili, its older days in Swahili too', async () => {
    const sw = await i18nFor('sw');
    setFormatLanguage('sw');
    expect(formatWhen(sw, ago(5 * 60_000), now)).toBe('dakika 5 zilizopita');
    expect(formatWhen(sw, ago(3 * 3_600_000), now)).toBe('saa 3 zilizopita');
    expect(formatWhen(sw, '2027-03-10T12:00:00Z', now)).toBe('10 Mac');
  });
});
