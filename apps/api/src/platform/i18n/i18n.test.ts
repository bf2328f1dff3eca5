import { describe, expect, it } from 'vitest';
import { formatMoney, localeOf } from './format.ts';
import { translate } from './i18n.ts';

describe('translate', () => {
  it('fills placeholders in the reader’s language', () => {
    expect(translate('en', 'email.greeting', { username: 'amina' })).toBe('Hi amina,');
    expect(translate('sw', 'email.greeting', { username: 'amina' })).toBe('Habari amina,');
  });

  it('follows each language’s plural rules (CLDR)', () => {
    const note = (language: 'en' | 'fr' | 'yo', minutes: number) =>
      translate(language, 'email.verify.codeNote', { minutes });
    expect(note('en', 1)).toBe('The code expires in 1 minute.');
    expect(note('en', 15)).toBe('The code expires in 15 minutes.');
    // French counts 0 and 1 as "one".
    expect(note('fr', 0)).toBe('Le code expire dans 0 minute.');
    expect(note('fr', 15)).toBe('Le code expire dans 15 minutes.');
    // Yoruba has one form for every number.
    expect(note('yo', 1)).toBe('Kóòdù náà yóò parí lẹ́yìn ìṣẹ́jú 1.');
    expect(translate('en', 'email.renewal.subject', { days: 1, plan: 'monthly' })).toBe(
      'Your ShopBook monthly plan ends tomorrow',
    );
    expect(translate('fr', 'email.renewal.subject', { days: 3, plan: 'monthly' })).toBe(
      'Votre formule ShopBook monthly se termine dans 3 jours',
    );
  });

  it('never answers an id: an unknown one is an error', () => {
    expect(() => translate('fr', 'no.such.message')).toThrow(/no\.such\.message/);
  });
});

describe('localeOf and formatMoney', () => {
  it('pairs the language with the business’s country', () => {
    expect(localeOf('sw', 'KE')).toBe('sw-KE');
    expect(localeOf('fr', 'ci')).toBe('fr-CI');
    expect(localeOf('en')).toBe('en');
    expect(localeOf('ha', null)).toBe('ha');
  });

  it('writes money the locale’s way', () => {
    expect(formatMoney('1250.5', 'NGN', 'en-NG')).toBe('₦1,250.50');
    expect(formatMoney(1250, 'XOF', 'fr-CI')).toMatch(/^1\s250\sF\sCFA$/);
    expect(formatMoney('3', 'ZZZ', 'en')).toMatch(/^ZZZ\s3\.00$/);
  });
});
