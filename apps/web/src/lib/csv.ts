/** CSV the way spreadsheet apps on phones and desktops open it: UTF-8 with a BOM, CRLF lines. */
import Papa from 'papaparse';

type Cell = string | number | null | undefined;

/**
 * One cell. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe; numbers are written as numbers.
 */
function cell(value: Cell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Quoting is papaparse's (separators, quotes, newlines); ';' is quoted too for ';' locales. */
export function toCsv(rows: Cell[][]): string {
  const cells = rows.map((row) => row.map(cell));
  const quotes = (value: unknown) => typeof value === 'string' && value.includes(';');
  return `\uFEFF${Papa.unparse(cells, { newline: '\r\n', quotes })}\r\n`;
}

export function downloadFile(content: BlobPart, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some mobile browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
