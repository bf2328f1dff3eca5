import { expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

it("keeps what the PDF fonts print and gives Yoruba's and Hausa's other letters their base", () => {
  expect(pdfText('Reçu n° 42 · Total : 1 250,00 €')).toBe('Reçu n° 42 · Total : 1 250,00 €');
  expect(pdfText('Àpapọ̀ kékeré')).toBe('Àpapo kékeré');
  expect(pdfText('Ṣẹ́ǹjì')).toBe('Senjì');
  expect(pdfText('Ragi ɗaya, ƙara, ɓata, ƴaƴa')).toBe('Ragi daya, kara, bata, yaya');
  expect(pdfText('NGN 1,250.00 ₦')).toBe('NGN 1,250.00 ?');
});
