/**
 * Hausa's hooked letters have no Unicode decomposition: their base letters, by hand. For fonts and
 * printers without them (the PDF's core fonts, a receipt printer's code page).
 */
export const HOOKED_LETTERS: Record<string, string> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
};
