import type { Refund } from '@app/contracts/refunds';
import type { Sale } from '@app/contracts/sales';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { REFUND_METHOD_LABELS, type RefundBusiness } from './labels.ts';

/**
 * A refund receipt as a WhatsApp message (*bold* is WhatsApp's), in `i18n`'s language: the
 * business's, since the customer reads it (as the sale receipt's text).
 */
export function refundText(
  refund: Refund,
  sale: Sale,
  business: RefundBusiness,
  i18n: I18n,
): string {
  const money = (n: number) => formatMoney(n, business.currency);
  const receiptNumber = sale.receiptNumber;
  const date = formatDateTime(refund.refundedAt, business.timezone);
  const amount = money(refund.amount);
  const method = i18n._(REFUND_METHOD_LABELS[refund.method]);
  const lines = [
    `*${business.name}*`,
    i18n._(msg`Refund for receipt #${receiptNumber} · ${date}`),
    '',
    ...refund.lines.map((line) => {
      const quantity = line.quantity;
      const name = line.name;
      const lineAmount = money(line.amount);
      return i18n._(
        msg({
          message: `${quantity} x ${name} = ${lineAmount}`,
          comment: 'a refund receipt line: quantity x item = amount given back',
        }),
      );
    }),
    '',
    `*${i18n._(msg`Refunded (${method}): ${amount}`)}*`,
  ];
  if (refund.reason) {
    const reason = refund.reason;
    lines.push(i18n._(msg`Reason: ${reason}`));
  }
  return lines.join('\n');
}
