import type { ShiftWithReport } from '@app/contracts/shifts';
import type { I18n } from '@lingui/core';
import type { jsPDF as JsPdf } from 'jspdf';
import { pdfText } from '#src/lib/pdf-text.ts';
import type { PrintBlock } from '#src/lib/print-document.ts';
import { shiftReportDocument, type ReportBusiness } from './report-document.ts';

/**
 * The X or Z report as an 80 mm PDF (jsPDF, loaded on demand), drawn from the same document the
 * thermal printer prints (report-document.ts), laid out as the receipt PDF is: the page as long
 * as the report, letters outside Windows-1252 printed as their base letter.
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
  const { blocks } = shiftReportDocument(shift, business, i18n);

  const draw = (doc: JsPdf | null): number => {
    let y = margin + 2;
    const advance = (n = 1) => (y += lineH * n);
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
    let titles = 0;
    const block = (b: PrintBlock) => {
      switch (b.kind) {
        case 'title': {
          // The business's name, then the report's: a step smaller.
          const big = titles++ === 0 ? size + 3 : size + 1.5;
          advance(text(b.text, width / 2, { align: 'center', bold: true, size: big }) * 1.25);
          return;
        }
        case 'separator':
          advance(0.4);
          if (doc) {
            doc.setLineDashPattern([0.8, 0.8], 0);
            doc.setLineWidth(0.2);
            doc.line(left, y, right, y);
          }
          advance(1.2);
          return;
        case 'text':
          // A section heading.
          advance(0.3);
          text(b.text, left, { bold: b.bold, size: size - 0.5 });
          advance(1.2);
          return;
        case 'row': {
          if (!doc) return void advance();
          doc.setFont('helvetica', b.bold ? 'bold' : 'normal');
          doc.setFontSize(size);
          doc.text(pdfText(b.value), right, y, { align: 'right' });
          const room = right - left - doc.getTextWidth(pdfText(b.value)) - 2;
          const lines = doc.splitTextToSize(pdfText(b.label), room) as string[];
          doc.text(lines, left, y);
          advance(lines.length);
          return;
        }
        case 'feed':
          advance(b.lines ?? 1);
          return;
        default:
          // Reports hold no codes or pictures.
          return;
      }
    };
    blocks.forEach(block);
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
