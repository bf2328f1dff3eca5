import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromCents, toCents } from '@app/contracts/domain/money';
import type { PurchaseOrder, PurchaseOrderLine } from '@app/contracts/purchase-orders';
import { formatAmount } from '#src/lib/format.ts';

export interface OrderBusiness {
  name: string;
  currency: string;
  phone: string | null;
}

const money = (amount: number, currency: string) => `${currency} ${formatAmount(amount)}`;

/** A line's amount, quantity x unit cost, in cents through the shared money module. */
export const lineAmount = (line: PurchaseOrderLine): string =>
  fromCents(BigInt(line.quantity) * toCents(line.unitCost.toFixed(2)));

/**
 * The words of an order as the supplier reads them, in `i18n`'s language (the business's), for
 * the WhatsApp text and the PDF alike.
 */
export function orderLabels(order: PurchaseOrder, business: OrderBusiness, i18n: I18n) {
  const number = order.number;
  const businessName = business.name;
  const supplierName = order.supplierName;
  return {
    title: i18n._(
      msg({
        message: `Purchase order #${number} from ${businessName}`,
        comment: 'sent to a supplier: the order number, then the shop that orders',
      }),
    ),
    to: i18n._(msg`To: ${supplierName}`),
    lines: order.lines.map((line) => {
      const quantity = line.quantity;
      const name = line.productName;
      const cost = money(line.unitCost, business.currency);
      return {
        text: i18n._(msg`${quantity} x ${name} at ${cost}`),
        total: money(Number(lineAmount(line)), business.currency),
      };
    }),
    total: i18n._(msg`Total: ${money(order.total, business.currency)}`),
    note: order.note ? i18n._(msg`Note: ${order.note}`) : null,
    contact: business.phone ? i18n._(msg`Call us on ${business.phone}`) : null,
  };
}

/** The order as a WhatsApp message: one line an item. */
export function orderText(order: PurchaseOrder, business: OrderBusiness, i18n: I18n): string {
  const label = orderLabels(order, business, i18n);
  return [
    label.title,
    label.to,
    '',
    ...label.lines.map((l) => `• ${l.text}`),
    '',
    label.total,
    ...(label.note ? [label.note] : []),
    ...(label.contact ? [label.contact] : []),
  ].join('\n');
}

/**
 * wa.me wants the number in international form, digits only. A number typed without its country
 * code goes as typed (wa.me then asks), so the text is never sent to a wrong chat.
 */
export function whatsappLink(text: string, phone: string | null) {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^00/, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
