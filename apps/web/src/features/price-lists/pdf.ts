import { msg } from '@lingui/core/macro';
import { isWinAnsi, registerFonts, toWinAnsi } from '#src/lib/pdf-fonts.ts';
import {
  createPriceFormatter,
  perUnit,
  rowDetails,
  type PriceListDocument,
  type PriceListRow,
} from './price-list.ts';

/** Everything is in millimetres. */
const PAPER_SIZE = { a4: [210, 297], letter: [215.9, 279.4] } as const;
const MARGIN = 14;
const COLUMN_GAP = 8;
const IMAGE_SIZE = 12;
const ROW_PAD = 2.2;
const NAME_LINE = 4.4;
const DETAIL_LINE = 3.7;
const HEADING_HEIGHT = 10;

type Rgb = [number, number, number];
const INK: Rgb = [24, 24, 27];
const MUTED: Rgb = [113, 113, 122];
const ACCENT: Rgb = [4, 120, 87];
const RULE: Rgb = [228, 228, 231];
const LEADER: Rgb = [190, 190, 198];
const DANGER: Rgb = [185, 28, 28];
const PLACEHOLDER: Rgb = [244, 244, 245];

export interface PdfAssets {
  logo: HTMLCanvasElement | null;
  /** Product pictures by item id (squares). */
  images: Map<string, HTMLCanvasElement>;
}

/** The price list as an A4 or Letter PDF, drawn with jsPDF (loaded only when a PDF is made). */
export async function renderPriceListPdf(doc: PriceListDocument, assets: PdfAssets): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const { options } = doc;
  const [pageW, pageH] = PAPER_SIZE[options.paper];
  const pdf = new jsPDF({ unit: 'mm', format: options.paper, compress: true });
  const fonts = await registerFonts(pdf);
  const text = fonts.unicode ? (s: string) => s : toWinAnsi;
  const codeFormat = createPriceFormatter(doc.currency, 'code', doc.numberLocale);
  // On the Helvetica fallback a symbol it cannot show (₦) becomes the code (NGN 1,500).
  const price = (value: number) => {
    const formatted = doc.formatPrice(value);
    return fonts.unicode || isWinAnsi(formatted) ? formatted : codeFormat(value);
  };
  pdf.setProperties({ title: `${doc.businessName}: ${doc.title}`, creator: 'ShopBook' });

  const setFont = (style: 'normal' | 'bold', size: number, colour: Rgb = INK) => {
    pdf.setFont(fonts.family, style);
    pdf.setFontSize(size);
    pdf.setTextColor(...colour);
  };
  const contentW = pageW - 2 * MARGIN;
  const columns = options.columns;
  const colW = (contentW - COLUMN_GAP * (columns - 1)) / columns;

  // The note sits at the foot of every page; the body stops above it.
  setFont('normal', 8.5);
  const noteLines = doc.note
    ? (pdf.splitTextToSize(text(doc.note), contentW) as string[]).slice(0, 2)
    : [];
  const bodyBottom = pageH - MARGIN - (noteLines.length ? noteLines.length * 3.8 + 4 : 0) - 2;

  const drawFirstHeader = (): number => {
    let x = MARGIN;
    const top = MARGIN;
    if (assets.logo) {
      pdf.addImage(assets.logo.toDataURL('image/png'), 'PNG', MARGIN, top, 18, 18, 'logo');
      x += 22;
    }
    setFont('bold', 16);
    const name = (pdf.splitTextToSize(text(doc.businessName), pageW - MARGIN - x) as string[])[0]!;
    pdf.text(name, x, top + 6);
    setFont('bold', 11, ACCENT);
    pdf.text(text(doc.title), x, top + 11.5);
    setFont('normal', 8.5, MUTED);
    pdf.text(text(doc.dateLine), x, top + 16);
    let bottom = top + (assets.logo ? 18 : 16);
    if (doc.contact) {
      pdf.text(text(doc.contact), x, top + 20);
      bottom = Math.max(bottom, top + 20);
    }
    pdf.setDrawColor(...ACCENT);
    pdf.setLineWidth(0.5);
    pdf.line(MARGIN, bottom + 3, pageW - MARGIN, bottom + 3);
    return bottom + 9;
  };
  const drawNextHeader = (): number => {
    setFont('bold', 9);
    const name = text(doc.businessName);
    pdf.text(name, MARGIN, MARGIN + 3);
    const nameW = pdf.getTextWidth(name);
    setFont('normal', 9, MUTED);
    pdf.text(text(` · ${doc.title}`), MARGIN + nameW, MARGIN + 3);
    pdf.setDrawColor(...RULE);
    pdf.setLineWidth(0.3);
    pdf.line(MARGIN, MARGIN + 6, pageW - MARGIN, MARGIN + 6);
    return MARGIN + 11;
  };

  let bodyTop = drawFirstHeader();
  let col = 0;
  let y = bodyTop;
  const colX = () => MARGIN + col * (colW + COLUMN_GAP);
  let currentSection: string | null = null;

  /** Moves to the next column or page when `height` does not fit; says whether it moved. */
  const ensure = (height: number): boolean => {
    if (y + height <= bodyBottom) return false;
    if (col < columns - 1) {
      col += 1;
    } else {
      pdf.addPage();
      bodyTop = drawNextHeader();
      col = 0;
    }
    y = bodyTop;
    return true;
  };

  const drawHeading = (title: string, continued: boolean) => {
    setFont('bold', 10.5, ACCENT);
    const label = (pdf.splitTextToSize(text(title), colW) as string[])[0]!;
    pdf.text(label, colX(), y + 6);
    if (continued) {
      const w = pdf.getTextWidth(label);
      setFont('normal', 8.5, MUTED);
      pdf.text(
        text(
          doc.i18n._(
            msg({ message: ' (continued)', comment: 'after a category heading on the next page' }),
          ),
        ),
        colX() + w,
        y + 6,
      );
    }
    pdf.setDrawColor(...ACCENT);
    pdf.setLineWidth(0.3);
    pdf.line(colX(), y + 8, colX() + colW, y + 8);
    y += HEADING_HEIGHT;
  };

  const measureRow = (row: PriceListRow) => {
    setFont('bold', 10);
    const priceText = price(row.price);
    const unitText = row.unit ? text(perUnit(doc.i18n, row.unit)) : '';
    let priceW = pdf.getTextWidth(priceText);
    if (unitText) {
      setFont('normal', 7.5);
      priceW = Math.max(priceW, pdf.getTextWidth(unitText));
    }
    const imageW = options.showImages ? IMAGE_SIZE + 3 : 0;
    const nameW = Math.max(20, colW - imageW - priceW - 4);
    setFont('normal', 10);
    let nameLines = pdf.splitTextToSize(text(row.name), nameW) as string[];
    if (nameLines.length > 2) {
      let second = nameLines[1]!;
      while (second.length > 1 && pdf.getTextWidth(`${second}…`) > nameW)
        second = second.slice(0, -1);
      nameLines = [nameLines[0]!, `${second.trimEnd()}…`];
    }
    const details = text(rowDetails(row, doc));
    const textH = nameLines.length * NAME_LINE + (details ? DETAIL_LINE : 0);
    const height =
      Math.max(textH, options.showImages ? IMAGE_SIZE : 0, unitText ? NAME_LINE + DETAIL_LINE : 0) +
      2 * ROW_PAD;
    return { priceText, unitText, imageW, nameLines, details, height };
  };

  const drawRow = (row: PriceListRow, m: ReturnType<typeof measureRow>) => {
    const x = colX();
    const top = y + ROW_PAD;
    if (options.showImages) {
      const image = assets.images.get(row.id);
      if (image) {
        pdf.addImage(
          image.toDataURL('image/jpeg', 0.85),
          'JPEG',
          x,
          top,
          IMAGE_SIZE,
          IMAGE_SIZE,
          `item-${row.id}`,
        );
      } else {
        pdf.setFillColor(...PLACEHOLDER);
        pdf.roundedRect(x, top, IMAGE_SIZE, IMAGE_SIZE, 1.5, 1.5, 'F');
      }
    }
    const out = row.stock <= 0;
    setFont('normal', 10, out ? MUTED : INK);
    m.nameLines.forEach((line, i) => pdf.text(line, x + m.imageW, top + 3.4 + i * NAME_LINE));
    if (m.details) {
      setFont('normal', 8, out ? DANGER : MUTED);
      pdf.text(m.details, x + m.imageW, top + 3.2 + m.nameLines.length * NAME_LINE);
    }
    setFont('bold', 10, out ? MUTED : INK);
    pdf.text(m.priceText, x + colW, top + 3.4, { align: 'right' });
    // One wide column: dotted leaders carry the eye from a name to its price.
    if (columns === 1 && m.nameLines.length === 1) {
      const priceStart = x + colW - pdf.getTextWidth(m.priceText) - 2.5;
      setFont('normal', 10);
      const nameEnd = x + m.imageW + pdf.getTextWidth(m.nameLines[0]!) + 2.5;
      if (priceStart - nameEnd > 6) {
        pdf.setDrawColor(...LEADER);
        pdf.setLineWidth(0.25);
        pdf.setLineDashPattern([0.25, 1.25], 0);
        pdf.line(nameEnd, top + 3.4, priceStart, top + 3.4);
        pdf.setLineDashPattern([], 0);
      }
    }
    if (m.unitText) {
      setFont('normal', 7.5, MUTED);
      pdf.text(m.unitText, x + colW, top + 3.2 + NAME_LINE, { align: 'right' });
    }
    pdf.setDrawColor(...RULE);
    pdf.setLineWidth(0.2);
    pdf.line(x, y + m.height, x + colW, y + m.height);
    y += m.height;
  };

  for (const section of doc.sections) {
    currentSection = section.title;
    section.rows.forEach((row, index) => {
      const m = measureRow(row);
      if (index === 0 && currentSection) {
        // A heading never ends a column alone.
        ensure(HEADING_HEIGHT + m.height);
        drawHeading(currentSection, false);
      } else if (ensure(m.height) && currentSection) {
        drawHeading(currentSection, true);
      }
      drawRow(row, m);
    });
    y += 3;
  }

  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    if (noteLines.length) {
      setFont('normal', 8.5, INK);
      noteLines.forEach((line, i) =>
        pdf.text(line, pageW / 2, pageH - MARGIN - (noteLines.length - 1 - i) * 3.8, {
          align: 'center',
        }),
      );
    }
    setFont('normal', 7.5, MUTED);
    pdf.text(text(doc.businessName), MARGIN, pageH - 7);
    pdf.text(text(doc.i18n._(msg`Page ${page} of ${pages}`)), pageW - MARGIN, pageH - 7, {
      align: 'right',
    });
  }
  return pdf.output('blob');
}
