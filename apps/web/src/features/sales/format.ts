import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@app/contracts/payment-methods';
import { PAYMENT_METHODS } from '@app/contracts/payment-methods';

import { formatDayKey, formatFullDate } from '#src/lib/format.ts';

export {
  currencySymbol,
  formatDateTime,
  formatMoney,
  formatMoneyCode,
  formatTime,
} from '#src/lib/format.ts';

/** Resolved where shown: `i18n._(PAYMENT_LABELS.cash)` (a receipt in the business's language). */
export const PAYMENT_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'a payment method' }),
  card: msg({ message: 'Card', comment: 'a payment method: bank card' }),
  transfer: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  mobile_money: msg({ message: 'Mobile money', comment: 'a payment method: M-Pesa, MTN MoMo...' }),
  credit: msg({ message: 'Credit', comment: 'a payment method: sold on credit, paid later' }),
};

/** The short form the POS's five payment buttons show, where "Mobile money" does not fit. */
export const PAYMENT_SHORT_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  ...PAYMENT_LABELS,
  mobile_money: msg({ message: 'Mobile', comment: 'a payment method, short for mobile money' }),
};

export const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_LABELS[value],
}));

/** YYYY-MM-DD of an instant on the business's clock: the history's day keys. */
export const dayKey = formatDayKey;

/** 'Today', 'Yesterday' or 'Tuesday, 12 May 2025': the history's day headings. */
export function dayLabel(i18n: I18n, key: string, today: string, yesterday: string): string {
  if (key === today) return i18n._(msg`Today`);
  if (key === yesterday) return i18n._(msg`Yesterday`);
  return formatFullDate(`${key}T12:00:00Z`, 'UTC');
}

/** Today's date (YYYY-MM-DD) in the business's time zone, and `days` before it. */
export function businessDate(timeZone: string | undefined, daysAgo = 0, now = new Date()): string {
  const today = dayKey(now.toISOString(), timeZone);
  if (daysAgo === 0) return today;
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
}

export const receiptLabel = (receiptNumber: number) => `#${receiptNumber}`;
