import type { Fulfilment, Language } from '@app/contracts';
import { formatMoney, localeOf } from '#src/platform/i18n/format.ts';
import { translator } from '#src/platform/i18n/i18n.ts';

export interface OrderTextInput {
  /** The business's language: the customer writes to the shop in it. */
  language: Language;
  /** The business's country: money is written as it is there (fr-CI, sw-KE). */
  country: string;
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

/** The message the customer sends the shop on WhatsApp: items, quantities, total, reference. */
export function orderText(o: OrderTextInput): string {
  const t = translator(o.language);
  const locale = localeOf(o.language, o.country);
  const money = (amount: string) => formatMoney(amount, o.currency, locale);
  const lines = o.lines.map(
    (l) => `• ${l.quantity} x ${l.name}${o.showAmounts ? ` = ${money(l.lineTotal)}` : ''}`,
  );
  return [
    t('order.greeting', { shop: o.shopName, reference: o.reference }),
    ...lines,
    ...(o.showAmounts ? [t('order.total', { amount: money(o.total) })] : []),
    o.fulfilment === 'delivery'
      ? t('order.delivery', { address: o.address ?? '' })
      : t('order.pickup'),
    t('order.name', { name: o.customerName }),
    t('order.phone', { phone: o.customerPhone }),
    ...(o.note ? [t('order.note', { note: o.note })] : []),
  ].join('\n');
}

/** https://wa.me/<digits>?text=<text>: WhatsApp's click-to-chat link (digits only, no +). */
export const whatsappUrl = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
