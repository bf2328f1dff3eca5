import type { Sale } from '@app/contracts/sales';
import { formatAmount, formatDateTime } from '#src/lib/format.ts';
import { printLines } from './print-lines.ts';
import type { PrintBlock, PrintDocument, PrintOptions, RasterImage } from './print-document.ts';

/**
 * The words of a receipt, already in the business's language: the ones of the on-screen receipt
 * and its PDF (features/sales receipt-labels.ts makes them; src/app passes them here), and the
 * two only paper needs.
 */
export interface ReceiptLabels {
  receipt: string;
  customer: string | null;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  paid: string;
  change: string;
  balance: string;
  note: string | null;
  scanToVerify: string;
  /** "Served by ada", or null. */
  servedBy: string | null;
  /** What a sale waiting to sync prints in place of its number. */
  pendingSync: string;
}

export interface PrintableReceipt {
  sale: Sale;
  business: {
    name: string;
    currency: string;
    address?: string | null;
    phone?: string | null;
    receiptFooter?: string | null;
    timezone?: string;
  };
  labels: ReceiptLabels;
  /** The verification page the QR code opens (null: a sale waiting to sync has none yet). */
  verifyUrl: string | null;
  /**
   * A sale waiting on this device to sync: it has no receipt number or verification code yet,
   * so the paper says so instead of printing a number and a QR code that do not exist.
   */
  pending?: boolean;
}

export interface ReceiptPrintOptions extends PrintOptions {
  /** The business logo, already a raster image (logo.ts); left out when it has none or failed. */
  logo?: RasterImage | null;
}

/**
 * The receipt as a till document: the same lines, totals and payment as the on-screen receipt
 * (features/sales receipt-view.tsx) and its PDF, from the same labels. Amounts carry the currency's
 * code ('NGN 1,250.00').
 */
export function receiptDocument(
  receipt: PrintableReceipt,
  logo?: RasterImage | null,
): PrintDocument {
  const { sale, business, labels: label } = receipt;
  // The currency's code, not its sign: no receipt code page has ₦ or ₵.
  const money = (n: number) => `${business.currency} ${formatAmount(n)}`;
  const blocks: PrintBlock[] = [];
  if (logo) blocks.push({ kind: 'image', image: logo });
  blocks.push({ kind: 'title', text: business.name });
  if (business.address) blocks.push({ kind: 'text', text: business.address, align: 'center' });
  if (business.phone) blocks.push({ kind: 'text', text: business.phone, align: 'center' });
  blocks.push({ kind: 'separator' });
  const date = formatDateTime(sale.soldAt, business.timezone);
  if (receipt.pending) {
    blocks.push(
      {
        kind: 'text',
        text: label.pendingSync,
        bold: true,
      },
      { kind: 'text', text: date },
    );
  } else {
    blocks.push({ kind: 'row', label: label.receipt, value: date, bold: true });
  }
  if (label.customer) blocks.push({ kind: 'text', text: label.customer });
  if (label.servedBy) blocks.push({ kind: 'text', text: label.servedBy });
  blocks.push({ kind: 'separator' });
  for (const item of sale.items) {
    blocks.push({ kind: 'row', label: item.name, value: money(item.lineTotal) });
    const detail = `  ${item.quantity} x ${money(item.unitPrice)}${item.discount > 0 ? ` - ${money(item.discount)}` : ''}`;
    blocks.push({ kind: 'text', text: detail });
  }
  blocks.push({ kind: 'separator' });
  blocks.push({ kind: 'row', label: label.subtotal, value: money(sale.subtotal) });
  if (sale.discount > 0) {
    blocks.push({ kind: 'row', label: label.discount, value: `-${money(sale.discount)}` });
  }
  if (sale.tax > 0 || sale.taxRate > 0) {
    blocks.push({ kind: 'row', label: label.tax, value: money(sale.tax) });
  }
  blocks.push({ kind: 'row', label: label.total, value: money(sale.total), bold: true });
  blocks.push({ kind: 'row', label: label.paid, value: money(sale.amountPaid) });
  if (sale.amountPaid > sale.total) {
    blocks.push({ kind: 'row', label: label.change, value: money(sale.amountPaid - sale.total) });
  }
  if (sale.balance > 0) {
    blocks.push({ kind: 'row', label: label.balance, value: money(sale.balance), bold: true });
  }
  if (label.note) blocks.push({ kind: 'text', text: label.note });
  blocks.push({ kind: 'separator' });
  if (business.receiptFooter) {
    blocks.push({ kind: 'text', text: business.receiptFooter, align: 'center' }, { kind: 'feed' });
  }
  if (!receipt.pending && receipt.verifyUrl) {
    blocks.push(
      { kind: 'qr', value: receipt.verifyUrl },
      { kind: 'text', text: label.scanToVerify, align: 'center' },
      { kind: 'text', text: sale.receiptCode, align: 'center' },
    );
  }
  return { blocks };
}

/** The receipt as the ESC/POS bytes of one copy: logo, lines, totals, payment, QR, cut. */
export function receiptToEscPos(
  receipt: PrintableReceipt,
  options: ReceiptPrintOptions,
): Uint8Array {
  const { logo, ...print } = options;
  return printLines(receiptDocument(receipt, logo), print);
}
