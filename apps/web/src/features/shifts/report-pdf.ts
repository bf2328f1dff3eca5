import type { ShiftWithReport } from '@app/contracts/shifts';
import { PAYMENT_METHODS } from '@app/contracts/payment-methods';
import type { I18n } from '@lingui/core';
import type { jsPDF as JsPdf } from 'jspdf';
import { formatAmount, formatDateTime } from '#src/lib/format.ts';
import { pdfText } from '#src/lib/pdf-text.ts';
import { byName, PAYMENT_LABELS, REPORT_LABELS } from './labels.ts';

export interface ReportBusiness {
  name: string;
  currency: string;
  timezone: string;
}

/**
 * The X or Z report as an 80 mm PDF (jsPDF, loaded on demand), laid out as the receipt PDF is
 * (features/sales/receipt-pdf.ts): the page as long as the report, amounts with the currency code
 * because the core fonts have no ₦ or ₵, letters outside Windows-1252 printed as their base letter.
 */
export async function shiftReportPdf(
  shift: ShiftWithReport,
  business: ReportBusiness,
  i18n: I18n,
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const width = 80;
  const margin = 5;
  const left = margin;
  const right = width - margin;
  const size = 8.5;
  const lineH = size * 0.45;
  const { report } = shift;
  const l = (d: (typeof REPORT_LABELS)[keyof typeof REPORT_LABELS]) => i18n._(d);
  const money = (n: number) =>
    `${n < 0 ? '-' : ''}${business.currency} ${formatAmount(Math.abs(n)).replace(/\u202f/g, '\u00a0')}`;
  const signedMoney = (n: number) => (n > 0 ? `+${money(n)}` : money(n));

  const draw = (doc: JsPdf | null): number => {
    let y = margin + 2;
    const text = (
      value: string,
      x: number,
      opts: { align?: 'left' | 'right' | 'center'; bold?: boolean; size?: number } = {},
    ) => {
      if (doc) {
        doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
        doc.setFontSize(opts.size ?? size);
      }
      const lines: string[] = doc
        ? (doc.splitTextToSize(pdfText(value), right - left) as string[])
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
      if (doc) {
        doc.setFont('helvetica', bold ? 'bold' : 'normal');
        doc.setFontSize(size);
        doc.text(pdfText(value), right, y, { align: 'right' });
        const room = right - left - doc.getTextWidth(pdfText(value)) - 2;
        const lines = doc.splitTextToSize(pdfText(label), room) as string[];
        doc.text(lines, left, y);
        advance(lines.length);
      } else {
        advance();
      }
    };
    const heading = (label: string) => {
      advance(0.3);
      text(label.toUpperCase(), left, { bold: true, size: size - 0.5 });
      advance(1.2);
    };

    advance(text(business.name, width / 2, { align: 'center', bold: true, size: size + 3 }) * 1.3);
    const title = l(report.kind === 'x' ? REPORT_LABELS.xReport : REPORT_LABELS.zReport);
    advance(text(title, width / 2, { align: 'center', bold: true, size: size + 1.5 }) * 1.2);
    rule();
    pair(l(REPORT_LABELS.register), shift.register);
    const by = (name: string | null) => (name ? ` ${byName(i18n, name)}` : '');
    pair(
      l(REPORT_LABELS.opened),
      `${formatDateTime(shift.openedAt, business.timezone)}${by(shift.openedByUsername)}`,
    );
    if (shift.closedAt) {
      pair(
        l(REPORT_LABELS.closed),
        `${formatDateTime(shift.closedAt, business.timezone)}${by(shift.closedByUsername)}`,
      );
    }
    rule();
    heading(l(REPORT_LABELS.drawer));
    pair(l(REPORT_LABELS.openingFloat), money(report.openingFloat));
    pair(l(REPORT_LABELS.cashSales), `+${money(report.cashSales)}`);
    pair(l(REPORT_LABELS.cashRefunds), `-${money(report.cashRefunds)}`);
    pair(l(REPORT_LABELS.payIns), `+${money(report.payIns)}`);
    pair(l(REPORT_LABELS.payOuts), `-${money(report.payOuts)}`);
    pair(l(REPORT_LABELS.expectedCash), money(report.expectedCash), true);
    if (report.countedCash !== null && report.difference !== null) {
      pair(l(REPORT_LABELS.countedCash), money(report.countedCash), true);
      pair(l(REPORT_LABELS.difference), signedMoney(report.difference), true);
    }
    rule();
    heading(l(REPORT_LABELS.sales));
    pair(l(REPORT_LABELS.salesCount), String(report.salesCount));
    pair(l(REPORT_LABELS.salesTotal), money(report.salesTotal), true);
    pair(l(REPORT_LABELS.discounts), money(report.discounts));
    pair(l(REPORT_LABELS.tax), money(report.tax));
    heading(l(REPORT_LABELS.byMethod));
    for (const method of PAYMENT_METHODS) {
      pair(i18n._(PAYMENT_LABELS[method]), money(report.byPaymentMethod[method]));
    }
    heading(l(REPORT_LABELS.refunds));
    pair(l(REPORT_LABELS.refundsCount), String(report.refundsCount));
    pair(l(REPORT_LABELS.refundsTotal), money(report.refundsTotal));
    if (report.cashMovements.length > 0) {
      heading(l(REPORT_LABELS.movements));
      for (const m of report.cashMovements) {
        const kind = l(m.type === 'in' ? REPORT_LABELS.payIn : REPORT_LABELS.payOut);
        pair(`${kind}: ${m.reason}`, `${m.type === 'in' ? '+' : '-'}${money(m.amount)}`);
      }
    }
    rule();
    return y + margin;
  };

  // Laid out twice: once to measure the roll's length (wrapped labels included), once to draw.
  const height = Math.max(draw(new jsPDF({ unit: 'mm', format: [width, 1000] })), 100);
  const doc = new jsPDF({ unit: 'mm', format: [width, height] });
  doc.setProperties({ title: `${business.name}: ${shift.register}` });
  draw(doc);
  return doc.output('blob');
}

/** Saves the report's PDF under a name that says which till and when. */
export async function downloadShiftReport(
  shift: ShiftWithReport,
  business: ReportBusiness,
  i18n: I18n,
): Promise<void> {
  const blob = await shiftReportPdf(shift, business, i18n);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const day = shift.openedAt.slice(0, 10);
  link.download = `${shift.report.kind}-report-${shift.register}-${day}.pdf`.replace(/\s+/g, '-');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
