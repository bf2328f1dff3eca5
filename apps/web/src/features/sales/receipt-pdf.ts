import type { Sale } from '@app/contracts/sales';
import type { I18n } from '@lingui/core';
import type { jsPDF as JsPdf } from 'jspdf';
import { formatDateTime, formatMoneyCode } from './format.ts';
import { pdfText } from '#src/lib/pdf-text.ts';
import { receiptPdfLabels } from './receipt-labels.ts';
import { verifyReceiptUrl, type ReceiptBusiness } from './receipt-text.ts';

export type PdfPaper = '80mm' | 'a4';

/**
 * The receipt as a PDF (jsPDF, loaded on demand). The core PDF fonts have no ₦ or ₵, so amounts
 * carry the currency code ('NGN 1,250.00'). On 80 mm the page is as long as the receipt. Its words
 * are in `i18n`'s language: the business's (receipt-labels.ts).
 */
export async function receiptPdf(
  sale: Sale,
  business: ReceiptBusiness,
  paper: PdfPaper,
  qrPng: string | null,
  i18n: I18n,
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const label = receiptPdfLabels(sale, business.name, i18n);
  const roll = paper === '80mm';
  const width = roll ? 80 : 210;
  const margin = roll ? 5 : 20;
  const contentWidth = roll ? width - 2 * margin : 110;
  const left = roll ? margin : (width - contentWidth) / 2;
  const right = left + contentWidth;
  const size = roll ? 8.5 : 10.5;
  const lineH = size * 0.45;
  const money = (n: number) => formatMoneyCode(n, business.currency);

  // Laid out twice: once to measure the roll's length, once to draw.
  const draw = (doc: JsPdf | null): number => {
    let y = margin + 2;
    const text = (
      value: string,
      x: number,
      opts: {
        align?: 'left' | 'right' | 'center';
        bold?: boolean;
        size?: number;
        maxWidth?: number;
      } = {},
    ) => {
      const s = opts.size ?? size;
      if (doc) {
        doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
        doc.setFontSize(s);
      }
      const lines: string[] = doc
        ? (doc.splitTextToSize(pdfText(value), opts.maxWidth ?? contentWidth) as string[])
        : [value];
      if (doc) doc.text(lines, x, y, { align: opts.align ?? 'left' });
      return lines.length;
    };
    const advance = (n = 1) => (y += lineH * n);
    const rule = () => {
      advance(0.4);
      if (doc) {
        doc.setLineDashPattern([0.8, 0.8], 0);
        doc.setLineWidth(0.2);
        doc.line(left, y, right, y);
      }
      advance(1.2);
    };
    const pair = (label: string, value: string, bold = false) => {
      text(label, left, { bold });
      text(value, right, { align: 'right', bold });
      advance();
    };

    advance(text(business.name, width / 2, { align: 'center', bold: true, size: size + 3 }) * 1.3);
    if (business.address) advance(text(business.address, width / 2, { align: 'center' }));
    if (business.phone) advance(text(business.phone, width / 2, { align: 'center' }));
    rule();
    pair(label.receipt, formatDateTime(sale.soldAt, business.timezone));
    if (label.customer) advance(text(label.customer, left));
    rule();
    for (const item of sale.items) {
      const nameLines = text(item.name, left, { bold: true, maxWidth: contentWidth * 0.62 });
      text(money(item.lineTotal), right, { align: 'right' });
      advance(nameLines);
      const detail = `${item.quantity} x ${money(item.unitPrice)}${item.discount > 0 ? ` - ${money(item.discount)}` : ''}`;
      advance(text(detail, left, { size: size - 1 }) * 1.1);
    }
    rule();
    pair(label.subtotal, money(sale.subtotal));
    if (sale.discount > 0) pair(label.discount, `-${money(sale.discount)}`);
    if (sale.tax > 0 || sale.taxRate > 0) pair(label.tax, money(sale.tax));
    advance(0.3);
    text(label.total, left, { bold: true, size: size + 2 });
    text(money(sale.total), right, { align: 'right', bold: true, size: size + 2 });
    advance(1.5);
    pair(label.paid, money(sale.amountPaid));
    if (sale.amountPaid > sale.total) pair(label.change, money(sale.amountPaid - sale.total));
    if (sale.balance > 0) pair(label.balance, money(sale.balance), true);
    if (label.note) advance(text(label.note, left));
    rule();
    if (business.receiptFooter) {
      advance(text(business.receiptFooter, width / 2, { align: 'center' }) + 0.3);
    }
    const qr = roll ? 30 : 36;
    if (qrPng && doc) doc.addImage(qrPng, 'PNG', (width - qr) / 2, y, qr, qr);
    y += qr + 4;
    advance(text(label.scanToVerify, width / 2, { align: 'center', size: size - 1 }));
    text(verifyReceiptUrl(sale.receiptCode), width / 2, { align: 'center', size: size - 2.5 });
    advance(2);
    return y + margin;
  };

  const measureDoc = new jsPDF({ unit: 'mm', format: roll ? [width, 1000] : 'a4' });
  const height = roll ? Math.max(draw(measureDoc), 100) : 297;
  const doc = new jsPDF({ unit: 'mm', format: roll ? [width, height] : 'a4' });
  doc.setProperties({ title: label.title });
  draw(doc);
  return doc.output('blob');
}
