import type { Language } from '@app/contracts/languages';
import type { Sale } from '@app/contracts/sales';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_LABELS, formatDateTime, formatMoney } from './format.ts';
import { mobileMoneyProof } from './mobile-money-proof.ts';

export interface ReceiptBusiness {
  name: string;
  currency: string;
  country?: string | null;
  address?: string | null;
  phone?: string | null;
  logoUrl?: string | null;
  receiptFooter?: string | null;
  timezone?: string;
  /** What its customers read: the receipt, its PDF and its WhatsApp text are in it (ADR 069). */
  language: Language;
}

export const verifyReceiptUrl = (code: string, origin = window.location.origin) =>
  `${origin}/verify-receipt?code=${encodeURIComponent(code)}`;

/**
 * The receipt as a WhatsApp message (*bold* is WhatsApp's), in `i18n`'s language: the
 * business's, since the customer reads it.
 */
export function receiptText(
  sale: Sale,
  business: ReceiptBusiness,
  i18n: I18n,
  origin?: string,
): string {
  const money = (n: number) => formatMoney(n, business.currency);
  const receiptNumber = sale.receiptNumber;
  const date = formatDateTime(sale.soldAt, business.timezone);
  const subtotal = money(sale.subtotal);
  const lines = [
    `*${business.name}*`,
    i18n._(msg`Receipt #${receiptNumber} · ${date}`),
    '',
    ...sale.items.map((item) => {
      const quantity = item.quantity;
      const name = item.name;
      const price = money(item.unitPrice);
      const lineTotal = money(item.lineTotal);
      const discount = money(item.discount);
      return item.discount > 0
        ? i18n._(
            msg({
              message: `${quantity} x ${name} @ ${price} = ${lineTotal} (less ${discount})`,
              comment: 'a receipt line: quantity x item @ unit price = line total (less discount)',
            }),
          )
        : i18n._(
            msg({
              message: `${quantity} x ${name} @ ${price} = ${lineTotal}`,
              comment: 'a receipt line: quantity x item @ unit price = line total',
            }),
          );
    }),
    '',
    i18n._(msg`Subtotal: ${subtotal}`),
  ];
  if (sale.discount > 0) {
    const discount = money(sale.discount);
    lines.push(i18n._(msg`Discount: -${discount}`));
  }
  if (sale.tax > 0) {
    const rate = sale.taxRate;
    const tax = money(sale.tax);
    lines.push(i18n._(msg`Tax (${rate}%): ${tax}`));
  }
  const total = money(sale.total);
  lines.push(`*${i18n._(msg`Total: ${total}`)}*`);
  const method = i18n._(PAYMENT_LABELS[sale.paymentMethod]);
  const paid = money(sale.amountPaid);
  lines.push(i18n._(msg`Paid (${method}): ${paid}`));
  const proof = mobileMoneyProof(sale);
  if (proof?.confirmed && proof.reference) {
    const reference = proof.reference;
    const mpesa = proof.reference;
    lines.push(
      proof.provider === 'paystack'
        ? i18n._(msg`Paystack reference: ${reference}`)
        : i18n._(msg`M-Pesa receipt: ${mpesa}`),
    );
  }
  if (sale.balance > 0) {
    const balance = money(sale.balance);
    lines.push(`*${i18n._(msg`Balance owed: ${balance}`)}*`);
  } else if (sale.amountPaid > sale.total) {
    const change = money(sale.amountPaid - sale.total);
    lines.push(i18n._(msg`Change: ${change}`));
  }
  if (business.receiptFooter) lines.push('', business.receiptFooter);
  const link = verifyReceiptUrl(sale.receiptCode, origin);
  lines.push('', i18n._(msg`Check this receipt: ${link}`));
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
