import type { jsPDF as JsPdf } from 'jspdf';
import { isWinAnsi, registerFonts, toWinAnsi } from '#src/lib/pdf-fonts.ts';
import { barcodeSymbol, barRuns, type BarcodeSymbol } from './barcode/symbol.ts';
import { isEan13Guard } from './barcode/ean13.ts';
import type { LabelContent } from './label-content.ts';
import { placeLabels, type LabelBox, type SheetSpec } from './sheets.ts';

/** A label for the PDF: its content, and its price written with the currency code. */
export interface PdfLabel extends LabelContent {
  /** 'NGN 1,500.00': used when the PDF falls back to Helvetica, which has no ₦ or ₵. */
  priceWithCode: string;
}

export interface LabelsPdfInput {
  sheet: SheetSpec;
  labels: PdfLabel[];
  /** 0-based sticker to start at on the first page (the ones before it were used). */
  startAt: number;
  title: string;
}

const PT = 25.4 / 72;
/** Modules wider than this add nothing for a scanner and crowd the margins. */
const MAX_MODULE = 0.4;
const INK = [17, 17, 17] as const;

/** The labels on sticker sheets, as a PDF (jsPDF, loaded with this module). */
export async function renderLabelsPdf(input: LabelsPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const { sheet } = input;
  const pdf = new jsPDF({ unit: 'mm', format: sheet.paper, compress: true });
  pdf.setProperties({ title: input.title, creator: 'ShopBook' });
  const fonts = await registerFonts(pdf);
  const safe = fonts.unicode ? (s: string) => s : toWinAnsi;
  const pages = placeLabels(sheet, input.labels, input.startAt);
  pages.forEach((placed, n) => {
    if (n > 0) pdf.addPage(sheet.paper);
    for (const { label, ...box } of placed) {
      const price = fonts.unicode || isWinAnsi(label.price) ? label.price : label.priceWithCode;
      drawLabel(pdf, fonts.family, sheet, box, { ...label, name: safe(label.name), price });
    }
  });
  return pdf.output('blob');
}

function drawLabel(
  pdf: JsPdf,
  family: string,
  sheet: SheetSpec,
  box: LabelBox,
  label: LabelContent,
) {
  const pad = sheet.padding;
  const left = box.x + pad;
  const width = box.width - 2 * pad;
  const bottom = box.y + box.height - pad;
  let y = box.y + pad;
  pdf.setTextColor(...INK);
  pdf.setFillColor(...INK);

  // Centred, like the barcode under them. The name: up to two lines, the second cut short.
  const centre = left + width / 2;
  pdf.setFont(family, 'bold');
  pdf.setFontSize(sheet.nameSize);
  const nameLine = sheet.nameSize * PT * 1.15;
  const lines = pdf.splitTextToSize(label.name, width) as string[];
  const shown = lines.slice(0, 2);
  if (lines.length > 2) shown[1] = fitWithEllipsis(pdf, `${shown[1]} ${lines[2]}`, width);
  for (const line of shown) {
    y += nameLine;
    pdf.text(line, centre, y - nameLine * 0.22, { align: 'center' });
  }

  // The price, large.
  pdf.setFontSize(sheet.priceSize);
  const priceLine = sheet.priceSize * PT * 1.1;
  y += priceLine;
  pdf.text(label.price, centre, y - priceLine * 0.2, { align: 'center' });

  if (!label.barcode) return;
  const symbol = barcodeSymbol(label.barcode);
  const textSize = Math.max(5.5, sheet.nameSize - 1.5);
  const textHeight = textSize * PT;
  const barTop = y + 1;
  const barHeight = bottom - barTop - textHeight - 0.4;
  if (barHeight < 4) return;
  const module = Math.min(
    MAX_MODULE,
    width / symbol.modules.length,
    (box.width - 1) / (symbol.modules.length + symbol.quietLeft + symbol.quietRight),
  );
  const barsWidth = symbol.modules.length * module;
  const x0 = box.x + (box.width - barsWidth) / 2;
  pdf.setFont(family, 'normal');
  pdf.setFontSize(textSize);
  if (symbol.type === 'ean13') {
    drawEan13(pdf, symbol, x0, barTop, barHeight, module, textHeight);
  } else {
    for (const [start, run] of barRuns(symbol.modules)) {
      pdf.rect(x0 + start * module, barTop, run * module, barHeight, 'F');
    }
    pdf.text(symbol.value, box.x + box.width / 2, bottom, { align: 'center' });
  }
}

/** EAN-13 as printed on packaging: guards running down between the digit groups. */
function drawEan13(
  pdf: JsPdf,
  symbol: BarcodeSymbol,
  x0: number,
  top: number,
  height: number,
  module: number,
  textHeight: number,
) {
  for (const [start, run] of barRuns(symbol.modules)) {
    const long = isEan13Guard(start);
    pdf.rect(x0 + start * module, top, run * module, height + (long ? textHeight * 0.55 : 0), 'F');
  }
  const baseline = top + height + textHeight + 0.2;
  const digits = symbol.value;
  pdf.text(digits[0]!, x0 - 1.2 * module, baseline, { align: 'right' });
  for (let i = 1; i < 13; i++) {
    const first = i <= 6 ? 3 + 7 * (i - 1) : 50 + 7 * (i - 7);
    pdf.text(digits[i]!, x0 + (first + 3.5) * module, baseline, { align: 'center' });
  }
}

function fitWithEllipsis(pdf: JsPdf, text: string, width: number): string {
  let cut = text;
  while (cut.length > 1 && pdf.getTextWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
