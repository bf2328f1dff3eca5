import type { I18n } from '@lingui/core';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { pdfText } from '#src/lib/pdf-text.ts';
import { orderLabels, type OrderBusiness } from './order-text.ts';

/**
 * The order as an A4 PDF for the supplier (jsPDF, loaded on demand, as the receipts do). The core
 * fonts print Windows-1252 only: `pdfText` keeps Yoruba and Hausa letters readable, and amounts
 * carry the currency code.
 */
export async function orderPdf(
  order: PurchaseOrder,
  business: OrderBusiness,
  i18n: I18n,
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const label = orderLabels(order, business, i18n);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 20;
  const right = 190;
  let y = 24;
  const write = (
    text: string,
    opts: { bold?: boolean; size?: number; x?: number; width?: number } = {},
  ) => {
    doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
    doc.setFontSize(opts.size ?? 11);
    const width = opts.width ?? right - (opts.x ?? left);
    const lines = doc.splitTextToSize(pdfText(text), width) as string[];
    doc.text(lines, opts.x ?? left, y);
    y += lines.length * (opts.size ?? 11) * 0.45 + 1.5;
  };
  write(label.title, { bold: true, size: 16 });
  write(label.to);
  y += 4;
  for (const line of label.lines) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.text(pdfText(line.total), right, y, { align: 'right' });
    // Narrower than the page: the line's total sits on the right.
    write(line.text, { width: right - left - 40 });
  }
  y += 2;
  doc.line(left, y - 4, right, y - 4);
  write(label.total, { bold: true, size: 12 });
  if (label.note) write(label.note);
  if (label.contact) write(label.contact);
  return doc.output('blob');
}
