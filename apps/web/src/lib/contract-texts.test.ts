import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  BUSINESS_MESSAGES,
  BusinessSocialsInputSchema,
  businessFormProblem,
  CreateBusinessBodySchema,
  UpdateBusinessBodySchema,
} from '@app/contracts';
import { CustomFieldSchema } from '@app/contracts/businesses';
import { CUSTOMER_MESSAGES } from '@app/contracts/customers';
import { UpdateCustomerBodySchema } from '@app/contracts/customers';
import { CreateRecurringExpenseBodySchema, EXPENSE_MESSAGES } from '@app/contracts/expenses';
import { SALE_MESSAGES } from '@app/contracts/sales';
import { i18nFor } from '#src/i18n/for-language.ts';
import { errorMessage } from './api-client.ts';
import { CONTRACT_TEXTS } from './contract-texts.ts';
import { errorTranslator } from './error-messages.ts';
import { setErrorTranslator, specText } from './error-translator.ts';

afterEach(() => setErrorTranslator(errorTranslator(i18n)));

/** Every message a schema answers for `value`. */
const problems = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** What the forms and screens meet: the contracts' own texts, from the contracts themselves. */
function contractTexts(): string[] {
  return [
    businessFormProblem({}, 'create')!.message,
    ...businessFormProblem({}, 'create')!.details.map((d) => d.message),
    businessFormProblem({ name: ' ', description: 'x', country: 'NG', currency: 'NGN' }, 'create')!
      .message,
    BUSINESS_MESSAGES.logoInvalid,
    BUSINESS_MESSAGES.logoTooLarge,
    BUSINESS_MESSAGES.whatsappRequired,
    ...problems(CreateBusinessBodySchema, {
      name: 'x'.repeat(500),
      description: 'Shop',
      country: 'ZZ',
      currency: 'ZZZ',
      email: 'not-an-email',
    }),
    ...problems(UpdateBusinessBodySchema, {
      slug: 'A b',
      settings: { taxRate: 300, lowStockThreshold: 1.5, timezone: 'Mars/Base' },
    }),
    ...problems(BusinessSocialsInputSchema, { whatsapp: '12', website: 'not a site', x: '!!' }),
    ...problems(CustomFieldSchema, { label: '', value: 'v'.repeat(600) }),
    ...problems(UpdateCustomerBodySchema, { name: '', phone: 'abc', email: 'nope' }),
    ...problems(CreateRecurringExpenseBodySchema, {
      amount: '-3',
      category: 'Rent',
      paymentMethod: 'cash',
      frequency: 'monthly',
      startDate: '2001-01-01',
    }),
    SALE_MESSAGES.loadListFailed,
    SALE_MESSAGES.loadFailed,
    SALE_MESSAGES.createFailed,
    SALE_MESSAGES.updateFailed,
    SALE_MESSAGES.deleteFailed,
    CUSTOMER_MESSAGES.loadListFailed,
    CUSTOMER_MESSAGES.createFailed,
    EXPENSE_MESSAGES.loadListFailed,
  ];
}

describe("the contracts' texts shown in the app", () => {
  it('stay word for word in English', () => {
    for (const [english, descriptor] of Object.entries(CONTRACT_TEXTS)) {
      expect(i18n._(descriptor)).toBe(english);
    }
    for (const text of contractTexts()) expect(specText(text)).toBe(text);
  });

  it.each(['sw', 'fr', 'ha', 'yo'] as const)('are all translated in %s', async (language) => {
    const other = await i18nFor(language);
    setErrorTranslator(errorTranslator(other));
    const texts = contractTexts();
    expect(texts.length).toBeGreaterThan(25);
    const untranslated = texts.filter((text) => specText(text) === text);
    expect(untranslated).toEqual([]);
    // A value the text carries stays in it.
    expect(specText('Must be at most 60 characters')).toContain('60');
    expect(specText('Missing required fields: name, country')).not.toMatch(/Missing|country/);
    // A store message given as the fallback of a failed call.
    expect(errorMessage(new Error('offline'), SALE_MESSAGES.loadListFailed)).toBe(
      specText(SALE_MESSAGES.loadListFailed),
    );
  });
});
