import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { setFormatLanguage, setFormatRegion } from '#src/lib/format.ts';
import { expenseFormSchema } from './expense-form-schema.ts';
import { categoryLabel, formatDay, paymentOptions } from './labels.ts';

describe('expense labels', () => {
  afterEach(() => {
    setFormatLanguage('en');
    setFormatRegion(null);
  });

  it('names the built-in categories in the reader’s language and keeps the owner’s own', async () => {
    const sw = await i18nFor('sw');
    expect(categoryLabel('rent', sw)).toBe('Kodi ya pango');
    expect(categoryLabel('generator fuel', sw)).toBe('Generator fuel');
    const en = await i18nFor('en');
    expect(categoryLabel('utilities', en)).toBe('Utilities');
    expect(categoryLabel('mobile data', en)).toBe('Mobile data');
  });

  it('names payment methods and days in the reader’s language', async () => {
    const fr = await i18nFor('fr');
    expect(paymentOptions(fr).find((o) => o.value === 'cash')?.label).toBe('Espèces');
    setFormatLanguage('fr');
    setFormatRegion('CI');
    expect(formatDay('2025-05-03')).toBe('3 mai 2025');
  });

  it('checks the form in the reader’s language', async () => {
    const fr = await i18nFor('fr');
    const result = expenseFormSchema('2025-05-20', fr).safeParse({
      amount: '',
      category: 'rent',
      ownCategory: '',
      date: '2025-05-21',
      paymentMethod: 'cash',
      note: '',
      receipt: null,
      removeReceipt: false,
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Saisissez le montant');
    expect(messages).toContain('La date ne peut pas être dans le futur');
  });
});
