/** Hausa's hooked letters have no decomposition: their base letters, by hand. */
const HOOKED: Record<string, string> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
};

/** What Windows-1252 holds beyond Latin-1 (its 0x80-0x9F row). */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const OUTSIDE_CP1252 = new RegExp(`[^\\u0000-\\u00ff${CP1252_EXTRA}]`, 'gu');

/**
 * Text for the PDF's core fonts, which print Windows-1252 only: a Yoruba or Hausa receipt
 * (ẹ, ọ, ṣ, tone marks; ɗ, ƙ) would print those letters as garbage, so each prints as its base
 * letter ('ọjà' as 'ojà', 'ɗaya' as 'daya'). French accents are in Windows-1252 and stay.
 */
export function pdfText(text: string): string {
  return text.replace(
    OUTSIDE_CP1252,
    (char) =>
      HOOKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '').replace(OUTSIDE_CP1252, '?'),
  );
}
