/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes, CRLF or LF, a
 * UTF-8 byte order mark, or ';' as the separator (Excel in comma-decimal locales).
 */

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

function detectSeparator(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The rows of the file, blank lines left out; null when a quote is never closed. */
export function parseCsv(text: string): string[][] | null {
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  const endField = () => {
    row.push(field);
    field = '';
    fieldStart = true;
  };
  const endRow = () => {
    endField();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === separator) {
      endField();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      field += c;
      fieldStart = false;
    }
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) endRow();
  return rows;
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
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** The apostrophe the export put in front of a formula-like text comes off again on import. */
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

export { BOM as CSV_BOM };
