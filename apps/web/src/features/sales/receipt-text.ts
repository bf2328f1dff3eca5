import type { Sale } from '@app/contracts/sales';
import { PAYMENT_LABELS, formatDateTime, formatMoney } from './format.ts';

export interface ReceiptBusiness {
  name: string;
  currency: string;
  country?: string | null;
  address?: string | null;
  phone?: string | null;
  logoUrl?: string | null;
  receiptFooter?: string | null;
  timezone?: string;
}

export const verifyReceiptUrl = (code: string, origin = window.location.origin) =>
  `${origin}/verify-receipt?code=${encodeURIComponent(code)}`;

/** The receipt as a WhatsApp message (*bold* is WhatsApp's). */
export function receiptText(sale: Sale, business: ReceiptBusiness, origin?: string): string {
  const money = (n: number) => formatMoney(n, business.currency);
  const lines = [
    `*${business.name}*`,
    `Receipt #${sale.receiptNumber} · ${formatDateTime(sale.soldAt, business.timezone)}`,
    '',
    ...sale.items.map(
      (i) =>
        `${i.quantity} x ${i.name} @ ${money(i.unitPrice)} = ${money(i.lineTotal)}` +
        (i.discount > 0 ? ` (less ${money(i.discount)})` : ''),
    ),
    '',
    `Subtotal: ${money(sale.subtotal)}`,
  ];
  if (sale.discount > 0) lines.push(`Discount: -${money(sale.discount)}`);
  if (sale.tax > 0) lines.push(`Tax (${sale.taxRate}%): ${money(sale.tax)}`);
  lines.push(`*Total: ${money(sale.total)}*`);
  lines.push(`Paid (${PAYMENT_LABELS[sale.paymentMethod]}): ${money(sale.amountPaid)}`);
  if (sale.balance > 0) lines.push(`*Balance owed: ${money(sale.balance)}*`);
  else if (sale.amountPaid > sale.total)
    lines.push(`Change: ${money(sale.amountPaid - sale.total)}`);
  if (business.receiptFooter) lines.push('', business.receiptFooter);
  lines.push('', `Check this receipt: ${verifyReceiptUrl(sale.receiptCode, origin)}`);
  return lines.join('\n');
}

/** Country calling codes for numbers written the local way (0803...). */
const CALLING_CODES: Record<string, string> = {
  NG: '234',
  GH: '233',
  KE: '254',
  UG: '256',
  TZ: '255',
  RW: '250',
  ZA: '27',
  CM: '237',
  SN: '221',
  CI: '225',
  ZM: '260',
  ZW: '263',
  EG: '20',
  GB: '44',
  IN: '91',
};

/** wa.me wants the number in international form, digits only: '+234 803...' or '0803...' (NG). */
export function whatsappNumber(phone: string | null | undefined, country?: string | null) {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const code = country ? CALLING_CODES[country.toUpperCase()] : undefined;
  if (digits.startsWith('0') && code) return code + digits.slice(1);
  return digits;
}

export function whatsappUrl(text: string, phone?: string | null, country?: string | null) {
  const number = whatsappNumber(phone, country);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
