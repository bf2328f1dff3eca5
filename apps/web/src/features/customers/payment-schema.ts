import { CUSTOMER_MESSAGES, CreateCustomerPaymentBodySchema } from '@app/contracts/customers';
import type { z } from 'zod';
import { toCents } from './format.ts';

/**
 * The contract's payment rules plus the one the server also enforces: a payment settles at most
 * what the customer owes. `formattedBalance` is the balance as the message shows it.
 */
export function paymentSchema(balance: number, formattedBalance: string) {
  return CreateCustomerPaymentBodySchema.superRefine((body, ctx) => {
    if (toCents(body.amount) > toCents(balance)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: CUSTOMER_MESSAGES.paymentExceedsBalance(formattedBalance),
      });
    }
  });
}
export type PaymentFormOutput = z.output<ReturnType<typeof paymentSchema>>;
