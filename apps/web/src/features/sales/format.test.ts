import { afterEach, expect, it } from 'vitest';
import { setFormatLanguage, setFormatRegion } from '#src/lib/format.ts';
import { pdfText } from '#src/lib/pdf-text.ts';
import { formatMoneyCode } from './format.ts';

afterEach(() => {
  setFormatLanguage('en');
  setFormatRegion(null);
});

it('writes PDF amounts with the currency code, in the UI language, in what the core fonts print', () => {
  expect(formatMoneyCode(1250, 'NGN')).toBe('NGN 1,250.00');
  setFormatLanguage('fr');
  setFormatRegion('CI');
  const french = formatMoneyCode(1250, 'XOF');
  expect(french).toBe('XOF 1\u00a0250,00');
  // French groups with U+202F, which Windows-1252 lacks: it would print as '?'.
  expect(pdfText(french)).toBe(french);
});
