import { CUSTOMER_MESSAGES } from '@app/contracts/customers';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { paymentSchema } from './payment-schema.ts';

const body = { amount: '150', method: 'cash' as const, note: '' };

describe('paymentSchema', () => {
  it('refuses more than the balance with the contract’s English text', async () => {
    const result = paymentSchema(100, '₦100.00', await i18nFor('en')).safeParse(body);
    expect(result.error?.issues[0]?.message).toBe(
      CUSTOMER_MESSAGES.paymentExceedsBalance('₦100.00'),
    );
  });

  it('says it in the reader’s language, with the balance as given', async () => {
    const result = paymentSchema(100, '100,00 FCFA', await i18nFor('fr')).safeParse(body);
    expect(result.error?.issues[0]?.message).toBe('Le paiement dépasse le solde dû (100,00 FCFA)');
  });

  it('accepts up to the balance', async () => {
    const result = paymentSchema(100, '₦100.00', await i18nFor('sw')).safeParse({
      ...body,
      amount: '100',
    });
    expect(result.success).toBe(true);
  });
});
