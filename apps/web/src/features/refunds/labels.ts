import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@app/contracts/languages';
import type { PaymentMethod } from '@app/contracts/payment-methods';

/**
 * How a refund's money goes back, as words (features keep their own labels: they never import
 * each other). Resolved where shown: the receipt in the business's language.
 */
export const REFUND_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'a payment method' }),
  card: msg({ message: 'Card', comment: 'a payment method: bank card' }),
  transfer: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  mobile_money: msg({ message: 'Mobile money', comment: 'a payment method: M-Pesa, MTN MoMo...' }),
  credit: msg({
    message: 'Store credit',
    comment: 'a refund method: the amount comes off what the customer owes the shop',
  }),
};

/** The short forms the method buttons show. */
export const REFUND_METHOD_SHORT_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  ...REFUND_METHOD_LABELS,
  mobile_money: msg({ message: 'Mobile', comment: 'a payment method, short for mobile money' }),
  credit: msg({ message: 'Credit', comment: 'a refund method, short: onto the customer balance' }),
};

/** What the refund screens show of the business (its receipt's header, money and language). */
export interface RefundBusiness {
  id: string;
  name: string;
  currency: string;
  phone?: string | null;
  logoUrl?: string | null;
  timezone?: string;
  language: Language;
}
