import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@app/contracts/payment-methods';

/** The report's words, shared by the screen and the PDF (resolved where shown: `i18n._(...)`). */
export const PAYMENT_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'a payment method' }),
  card: msg({ message: 'Card', comment: 'a payment method: bank card' }),
  transfer: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  mobile_money: msg({ message: 'Mobile money', comment: 'a payment method: M-Pesa, MTN MoMo...' }),
  credit: msg({ message: 'Credit', comment: 'a payment method: sold on credit, paid later' }),
};

export const REPORT_LABELS = {
  xReport: msg({ message: 'X report', comment: 'the report of a shift still open (till jargon)' }),
  zReport: msg({
    message: 'Z report',
    comment: 'the final report of a closed shift (till jargon)',
  }),
  register: msg({ message: 'Register', context: 'till', comment: 'a till of the shop' }),
  opened: msg({ message: 'Opened', context: 'shift', comment: 'when and by whom it was opened' }),
  closed: msg({ message: 'Closed', context: 'shift', comment: 'when and by whom it was closed' }),
  drawer: msg`Cash drawer`,
  openingFloat: msg`Opening float`,
  cashSales: msg`Cash from sales`,
  cashRefunds: msg`Cash refunds`,
  payIns: msg`Pay-ins`,
  payOuts: msg`Pay-outs`,
  expectedCash: msg`Expected cash`,
  countedCash: msg`Counted cash`,
  difference: msg`Difference`,
  sales: msg({ message: 'Sales', comment: 'a section of the shift report' }),
  salesCount: msg`Number of sales`,
  salesTotal: msg`Sales total`,
  discounts: msg`Discounts`,
  tax: msg`Tax`,
  byMethod: msg`By payment method`,
  refunds: msg`Refunds`,
  refundsCount: msg`Number of refunds`,
  refundsTotal: msg`Refunds total`,
  movements: msg`Cash in and out`,
  payIn: msg({ message: 'In', context: 'cash movement', comment: 'cash put into the drawer' }),
  payOut: msg({ message: 'Out', context: 'cash movement', comment: 'cash taken from the drawer' }),
} as const;

/** Who did it, after the time: "Opened 09:00 by ada". */
export const byName = (i18n: I18n, name: string) =>
  i18n._(msg({ message: `by ${name}`, comment: 'who did it: "Opened 09:00 by ada"' }));

/** Balanced in green, short in red, over in amber: as a cashier reads a count. */
export function differenceTone(
  difference: number,
): 'text-primary' | 'text-danger' | 'text-warning' {
  if (difference === 0) return 'text-primary';
  return difference < 0 ? 'text-danger' : 'text-warning';
}
