import type { StockCount, StockCountLine } from '@app/contracts/stock-counts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toCsv } from '#src/lib/csv.ts';
import { formatAmount, formatCount, formatDateTime } from '#src/lib/format.ts';

/** The variance report's lines: the counted ones, biggest difference in value first. */
export function reportLines(count: StockCount): StockCountLine[] {
  return count.lines
    .filter((l) => l.counted !== null)
    .sort(
      (a, b) =>
        Math.abs(b.varianceValue ?? 0) - Math.abs(a.varianceValue ?? 0) ||
        a.productName.localeCompare(b.productName),
    );
}

const HEADERS = [
  msg`Item`,
  msg`SKU`,
  msg`Barcode`,
  msg`Expected`,
  msg`Counted`,
  msg`Difference`,
  msg`Unit cost`,
  msg`Difference at cost`,
];

/** The variance report as CSV: one row per counted line, then the totals. */
export function varianceCsv(i18n: I18n, count: StockCount): string {
  const rows: (string | number | null)[][] = [HEADERS.map((h) => i18n._(h))];
  for (const l of reportLines(count)) {
    rows.push([
      l.productName,
      l.sku,
      l.barcode,
      l.expected,
      l.counted,
      l.varianceQuantity,
      l.unitCost,
      l.varianceValue,
    ]);
  }
  const totals = count.totals;
  rows.push([]);
  rows.push([
    i18n._(msg`Short`),
    null,
    null,
    null,
    null,
    -totals.shortQuantity,
    null,
    -totals.shortValue,
  ]);
  rows.push([
    i18n._(msg`Over`),
    null,
    null,
    null,
    null,
    totals.overQuantity,
    null,
    totals.overValue,
  ]);
  rows.push([
    i18n._(msg`Net difference`),
    null,
    null,
    null,
    null,
    totals.varianceQuantity,
    null,
    totals.varianceValue,
  ]);
  return toCsv(rows);
}

/** Helvetica knows Western European letters only: others lose their marks or become '?'. */
function pdfSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** The variance report as an A4 PDF (amounts with the currency code: Helvetica has no ₦). */
export async function variancePdf(
  i18n: I18n,
  count: StockCount,
  business: { name: string; currency: string; timezone?: string },
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const money = (n: number | null) => (n === null ? '' : pdfSafe(formatAmount(n)));
  const count_ = (n: number | null) =>
    n === null ? '' : pdfSafe(`${n > 0 ? '+' : ''}${formatCount(n)}`);
  let y = 18;
  pdf.setFont('helvetica', 'bold').setFontSize(15);
  pdf.text(pdfSafe(`${business.name}: ${i18n._(msg`Stock count`)}`), 14, y);
  y += 7;
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  const when = formatDateTime(count.appliedAt ?? count.createdAt, business.timezone);
  pdf.text(pdfSafe(`${when} · ${i18n._(msg`Amounts in`)} ${business.currency}`), 14, y);
  y += 8;
  const cols = [14, 100, 122, 144, 166, 196];
  const header = [msg`Item`, msg`Expected`, msg`Counted`, msg`Difference`, msg`Difference at cost`];
  const row = (cells: string[], bold = false) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal');
    pdf.text(pdf.splitTextToSize(cells[0]!, 84)[0] as string, cols[0]!, y);
    for (let i = 1; i < cells.length; i++) pdf.text(cells[i]!, cols[i + 1]!, y, { align: 'right' });
    y += 6;
    if (y > 282) {
      pdf.addPage();
      y = 18;
    }
  };
  row(
    header.map((h) => pdfSafe(i18n._(h))),
    true,
  );
  pdf.setDrawColor(200).line(14, y - 4, 196, y - 4);
  for (const l of reportLines(count)) {
    row([
      pdfSafe(l.productName),
      l.expected === null ? '' : formatCount(l.expected),
      l.counted === null ? '' : formatCount(l.counted),
      count_(l.varianceQuantity),
      money(l.varianceValue),
    ]);
  }
  pdf.line(14, y - 4, 196, y - 4);
  const t = count.totals;
  row([pdfSafe(i18n._(msg`Short`)), '', '', count_(-t.shortQuantity), money(-t.shortValue)], true);
  row([pdfSafe(i18n._(msg`Over`)), '', '', count_(t.overQuantity), money(t.overValue)], true);
  row(
    [
      pdfSafe(i18n._(msg`Net difference`)),
      '',
      '',
      count_(t.varianceQuantity),
      money(t.varianceValue),
    ],
    true,
  );
  return pdf.output('blob');
}
