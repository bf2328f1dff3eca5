/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes, CRLF or LF, a
 * UTF-8 byte order mark, or ';' as the separator (Excel in comma-decimal locales).
 */

import Papa from 'papaparse';

const BOM = '\uFEFF';

/** Bytes to text: UTF-8, or Windows-1252 when the bytes are not UTF-8 (an older Excel export). */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * The rows of the file, blank lines left out; null when a quote is never closed. Parsing is
 * papaparse's: the separator is guessed between ',' and ';' from the rows' shapes.
 */
export function parseCsv(text: string): string[][] | null {
  // Files edited on several systems mix CRLF and LF: every line break becomes LF first (inside a
  // quoted cell too), since papaparse takes one line break for the whole file.
  const normalized = (text.startsWith(BOM) ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const result = Papa.parse<string[]>(normalized, {
    newline: '\n',
    delimitersToGuess: [',', ';'],
    skipEmptyLines: true,
  });
  if (result.errors.some((e) => e.code === 'MissingQuotes')) return null;
  return result.data;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: quoted when it must be, and a text a spreadsheet would run as a formula
 * (= + - @, tab, CR) gets a leading apostrophe. Plain numbers such as -3 stay numbers.
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  // ';' is quoted too, so a file opened by Excel in a ';' locale keeps its cells.
  return Papa.unparse([[text]], { quotes: /[;]/.test(text), newline: '\r\n' });
}

export const csvLine = (cells: (string | number | boolean | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** The apostrophe the export put in front of a formula-like text comes off again on import. */
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

export { BOM as CSV_BOM };
