import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
export { formatCount, formatMoney } from '#src/lib/format.ts';

const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'a payment method' }),
  card: msg({ message: 'Card', comment: 'a payment method' }),
  transfer: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  mobile_money: msg({ message: 'Mobile money', comment: 'a payment method' }),
  credit: msg({ message: 'Credit', comment: 'a payment method: paid later' }),
};

/** A payment method's name in `i18n`'s language; an unknown method shows as it came. */
export function paymentLabel(method: string, i18n: I18n): string {
  const label = PAYMENT_LABELS[method];
  return label ? i18n._(label) : method;
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
