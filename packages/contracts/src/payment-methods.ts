import { z } from 'zod';

/** How money changes hands. `credit` is a sale not (fully) paid yet: the customer owes it. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'mobile_money', 'credit'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
/** A payment against a balance is made with real money, never on credit. */
export const CUSTOMER_PAYMENT_METHODS = ['cash', 'card', 'transfer', 'mobile_money'] as const;
