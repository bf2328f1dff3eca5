import { IMPORT_MESSAGES, INVENTORY_MESSAGES } from '@app/contracts/inventory';
import { STOCK_MESSAGES } from '@app/contracts/stock';
import { describe, expect, test } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { itemFormResolver, itemFormValues } from './item-form-schema.ts';
import { productCount } from './messages.ts';
import { validationMessage } from './validation-messages.ts';

const CONTRACT_TEXTS = [
  INVENTORY_MESSAGES.imageInvalid,
  INVENTORY_MESSAGES.imageTooLarge,
  IMPORT_MESSAGES.tooLarge,
  IMPORT_MESSAGES.empty,
  STOCK_MESSAGES.quantityZero,
  STOCK_MESSAGES.restockPositive,
  STOCK_MESSAGES.damageNegative,
];

describe('the contracts’ validation texts in the reader’s language', () => {
  test('English shows the contract’s own words', async () => {
    const en = await i18nFor('en');
    for (const text of CONTRACT_TEXTS) expect(validationMessage(en, text)).toBe(text);
    expect(validationMessage(en, 'Must be at most 200 characters')).toBe(
      'Must be at most 200 characters',
    );
  });

  test('French translates each of them, keeping the contract’s figures', async () => {
    const fr = await i18nFor('fr');
    // Every contract text the forms show is matched (a changed contract text would stay English).
    for (const text of CONTRACT_TEXTS) expect(validationMessage(fr, text)).not.toBe(text);
    expect(validationMessage(fr, 'Must be a whole number')).toBe('Doit être un nombre entier');
    expect(validationMessage(fr, 'Must be at most 200 characters')).toBe(
      '200 caractères au maximum',
    );
    expect(validationMessage(fr, 'Must be at most 999999999999.99')).toBe(
      'Doit être au plus 999999999999.99',
    );
    // A text this feature does not know is shown as the contract wrote it.
    expect(validationMessage(fr, 'Something new')).toBe('Something new');
  });

  test('the item form’s errors come in the reader’s language', async () => {
    const sw = await i18nFor('sw');
    const resolve = itemFormResolver(sw, 'create');
    const values = { ...itemFormValues(), stock: 'lots' };
    const { errors } = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.name?.message).toBe('Jina linahitajika');
    expect(errors.price?.message).toBe('Bei inahitajika');
    expect(errors.stock?.message).toBe('Lazima iwe namba kamili');
  });

  test('product counts follow each language’s plural rules', async () => {
    const [en, fr, sw] = await Promise.all([i18nFor('en'), i18nFor('fr'), i18nFor('sw')]);
    expect(productCount(en, 1)).toBe('1 product');
    expect(productCount(en, 1234)).toBe('1,234 products');
    expect(productCount(fr, 1)).toBe('1 article');
    expect(productCount(fr, 3)).toBe('3 articles');
    expect(productCount(sw, 3)).toBe('bidhaa 3');
  });
});
