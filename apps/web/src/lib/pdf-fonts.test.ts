import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi } from './pdf-fonts.ts';

describe('text for the Helvetica fallback', () => {
  it('keeps what Helvetica can show', () => {
    expect(isWinAnsi('Café €5 — “Fresh” • 50%')).toBe(true);
    expect(toWinAnsi('Café €5 — “Fresh” • 50%')).toBe('Café €5 — “Fresh” • 50%');
  });

  it('folds Yoruba and Hausa letters to their base letter and marks the rest', () => {
    expect(isWinAnsi('Ẹ̀wà')).toBe(false);
    expect(toWinAnsi('Ẹja ọbẹ ṣíṣe')).toBe('Eja obe síse');
    expect(toWinAnsi('₦1,500 ɓ')).toBe('?1,500 ?');
  });
});
