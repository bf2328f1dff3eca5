import type { Sale } from '@app/contracts/sales';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_LABELS } from './format.ts';

/**
 * The words of the PDF receipt, in `i18n`'s language (the business's: its customers read it).
 * Apart from the drawing so that what the customer reads can be tested without a PDF.
 */
export function receiptPdfLabels(sale: Sale, businessName: string, i18n: I18n) {
  const receiptNumber = sale.receiptNumber;
  const rate = sale.taxRate;
  const method = i18n._(PAYMENT_LABELS[sale.paymentMethod]);
  const customer = sale.customer;
  const name = customer ? customer.name || i18n._(msg`Customer`) : '';
  const phone = customer?.phone ?? '';
  const note = sale.note ?? '';
  return {
    title: i18n._(
      msg({
        message: `${businessName} receipt #${receiptNumber}`,
        comment: "the PDF's title: the business's name, then the receipt number",
      }),
    ),
    receipt: i18n._(msg`Receipt #${receiptNumber}`),
    customer: !customer
      ? null
      : phone
        ? i18n._(msg`Customer: ${name} (${phone})`)
        : i18n._(msg`Customer: ${name}`),
    subtotal: i18n._(msg`Subtotal`),
    discount: i18n._(msg`Discount`),
    tax: i18n._(msg`Tax (${rate}%)`),
    total: i18n._(msg`Total`),
    paid: i18n._(msg`Paid (${method})`),
    change: i18n._(msg({ message: 'Change', context: 'money given back to the customer' })),
    balance: i18n._(msg`Balance owed`),
    note: note ? i18n._(msg`Note: ${note}`) : null,
    scanToVerify: i18n._(msg`Scan to verify this receipt`),
  };
}
