import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a BOM and CRLF lines, quotes separators, quotes and newlines', () => {
    const csv = toCsv([
      ['name', 'note', 'qty'],
      ['Rice, 5kg', 'say "hi"\nthere', 3],
      ['Oil; 1L', null, -2.5],
    ]);
    expect(csv).toBe(
      '\uFEFFname,note,qty\r\n"Rice, 5kg","say ""hi""\nthere",3\r\n"Oil; 1L",,-2.5\r\n',
    );
  });

  it('defuses formulas in text but keeps numbers, and reads back unchanged', () => {
    const csv = toCsv([['=SUM(A1)', '@x', -3, '+1']]);
    expect(csv).toBe("\uFEFF'=SUM(A1),'@x,-3,'+1\r\n");
    const rows = [
      ['a;b', 'x\r\ny', 'plain'],
      ['1', '', 'z'],
    ];
    const parsed = Papa.parse<string[]>(toCsv(rows).slice(1), { skipEmptyLines: true });
    expect(parsed.data).toEqual(rows);
  });
});
