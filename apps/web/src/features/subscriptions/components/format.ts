import { currencyDigits, type PlanPrice } from '@app/contracts';
import { msg } from '@lingui/core/macro';
import { formatDate, formatMoney } from '#src/lib/format.ts';

/** A price in minor units (cents, kobo) as money: 999 USD is $9.99. */
export function formatPrice(price: PlanPrice): string {
  return formatMoney(price.amount / 10 ** currencyDigits(price.currency), price.currency);
}

export const formatDay = formatDate;

export const PROVIDER_LABELS = {
  stripe: msg`Card`,
  paystack: msg`Mobile money or card (Paystack)`,
  admin: msg`Granted by ShopBook`,
};

/** Short names for the billing history table (phone width). */
export const PROVIDER_SHORT = {
  stripe: msg`Card`,
  paystack: msg({ message: 'Paystack', comment: 'a payment provider, a name' }),
  admin: msg({ message: 'Granted', comment: 'given by ShopBook, not paid' }),
};
