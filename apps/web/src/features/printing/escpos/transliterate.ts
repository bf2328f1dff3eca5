import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { HOOKED_LETTERS } from '#src/lib/hooked-letters.ts';
import type { CodePage } from './print-document.ts';

/** Currency signs no receipt code page has: their ISO code ('₦1,250' prints 'NGN 1,250'). */
const CURRENCY_CODES: Record<string, string> = {
  '₦': 'NGN',
  '₵': 'GHS',
  '₹': 'INR',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₱': 'PHP',
  '₩': 'KRW',
  '₺': 'TRY',
  '₽': 'RUB',
  '₴': 'UAH',
  '₫': 'VND',
  '₲': 'PYG',
  '₪': 'ILS',
  '₸': 'KZT',
  '৳': 'BDT',
  '฿': 'THB',
};

/** Typography the code pages lack, as the ASCII a person would type. */
const PUNCTUATION: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‒': '-',
  '−': '-',
  '‐': '-',
  '…': '...',
  '•': '*',
  '·': '.',
  '×': 'x',
  '÷': '/',
  '™': 'TM',
  '©': '(C)',
  '®': '(R)',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u200b': '',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  ...HOOKED_LETTERS,
};

const tables = new Map<CodePage, Set<string>>();

/** The characters the code page prints (bytes 0x20 upwards; the control bytes are commands). */
function printable(codepage: CodePage): Set<string> {
  let table = tables.get(codepage);
  if (!table) {
    const points = CodepageEncoder.getCodepoints(codepage, true);
    table = new Set(
      points.slice(0x20).flatMap((point) => (point > 0 ? [String.fromCodePoint(point)] : [])),
    );
    table.delete('\u007f');
    tables.set(codepage, table);
  }
  return table;
}

/**
 * Text the printer prints readably in `codepage`: what the code page has stays ('é' in CP858),
 * a currency sign becomes its ISO code, curly quotes and dashes plain ones, a letter with marks
 * its base letter ('ọ' → 'o', 'ɗ' → 'd'), and what is left (a character of another script) '?'.
 * Never bytes the printer would show as some other character.
 */
export function printableText(text: string, codepage: CodePage): string {
  const table = printable(codepage);
  // Composed first: 'ẹ̀' typed as e + dot below + grave is one letter to transliterate.
  const chars = [...text.normalize('NFC')];
  let out = '';
  chars.forEach((char, i) => {
    if (char === '\n') {
      out += char;
    } else if (/\s/u.test(char)) {
      // No-break and thin spaces print as spaces (some code pages put them at odd bytes).
      out += ' ';
    } else if (table.has(char)) {
      out += char;
    } else if (CURRENCY_CODES[char]) {
      // '₦1,250' → 'NGN 1,250'; '1 250 ₦' → '1 250 NGN'.
      out += CURRENCY_CODES[char] + (/[\d.,]/.test(chars[i + 1] ?? '') ? ' ' : '');
    } else if (char in PUNCTUATION) {
      out += PUNCTUATION[char];
    } else if (/^\p{M}$/u.test(char)) {
      // A mark left over with no letter to sit on: nothing.
    } else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += plain !== '' && [...plain].every((c) => table.has(c)) ? plain : '?';
    }
  });
  return out;
}
