import { CreateCustomerPaymentBodySchema } from '@app/contracts/customers';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { toCents } from './format.ts';

/**
 * The contract's payment rules plus the one the server also enforces: a payment settles at most
 * what the customer owes. `formattedBalance` is the balance as the message shows it, in the
 * reader's language (`CUSTOMER_MESSAGES.paymentExceedsBalance` in English).
 */
export function paymentSchema(balance: number, formattedBalance: string, i18n: I18n) {
  return CreateCustomerPaymentBodySchema.superRefine((body, ctx) => {
    if (toCents(body.amount) > toCents(balance)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: i18n._(msg`The payment is more than the balance owed (${formattedBalance})`),
      });
    }
  });
}
export type PaymentFormOutput = z.output<ReturnType<typeof paymentSchema>>;
