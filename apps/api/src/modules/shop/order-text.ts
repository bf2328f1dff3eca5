import type { Fulfilment } from '@app/contracts';

export interface OrderTextInput {
  shopName: string;
  reference: string;
  currency: string;
  lines: { name: string; quantity: number; lineTotal: string }[];
  total: string;
  /** Null when the shop hides prices: the owner confirms the amount. */
  showAmounts: boolean;
  customerName: string;
  customerPhone: string;
  fulfilment: Fulfilment;
  address: string | null;
  note: string | null;
}

const money = (currency: string, amount: string) => `${currency} ${amount}`;

/** The message the customer sends the shop on WhatsApp: items, quantities, total, reference. */
export function orderText(o: OrderTextInput): string {
  const lines = o.lines.map(
    (l) =>
      `• ${l.quantity} x ${l.name}${o.showAmounts ? ` = ${money(o.currency, l.lineTotal)}` : ''}`,
  );
  return [
    `Hello ${o.shopName}, I would like to order (ref ${o.reference}):`,
    ...lines,
    ...(o.showAmounts ? [`Total: ${money(o.currency, o.total)}`] : []),
    o.fulfilment === 'delivery' ? `Delivery to: ${o.address ?? ''}` : 'Pick-up',
    `Name: ${o.customerName}`,
    `Phone: ${o.customerPhone}`,
    ...(o.note ? [`Note: ${o.note}`] : []),
  ].join('\n');
}

/** https://wa.me/<digits>?text=<text>: WhatsApp's click-to-chat link (digits only, no +). */
export const whatsappUrl = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
