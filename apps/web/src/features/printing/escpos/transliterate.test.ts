import { describe, expect, it } from 'vitest';
import { printableText } from './transliterate.ts';

describe('printableText: what the code page lacks prints readably, never as garbage', () => {
  it('keeps the accents the code page has (French in CP858 and Windows-1252)', () => {
    expect(printableText('Crème brûlée, ça coûte', 'cp858')).toBe('Crème brûlée, ça coûte');
    expect(printableText('Àbéòkúta', 'windows1252')).toBe('Àbéòkúta');
  });

  it('writes a currency sign as its ISO code', () => {
    expect(printableText('₦1,250.00', 'cp858')).toBe('NGN 1,250.00');
    expect(printableText('₵ 40', 'cp437')).toBe('GHS 40');
    expect(printableText('1 250 ₹', 'cp850')).toBe('1 250 INR');
    // CP858 has the euro sign; CP437 has not.
    expect(printableText('€5', 'cp858')).toBe('€5');
    expect(printableText('€5', 'cp437')).toBe('EUR 5');
  });

  it('straightens curly quotes and dashes, and spells out the ellipsis', () => {
    expect(printableText('“Best” bread — fresh…', 'cp437')).toBe('"Best" bread - fresh...');
    expect(printableText('Mama’s', 'cp858')).toBe("Mama's");
  });

  it('drops the marks of Yoruba letters and gives Hausa hooked letters their base letter', () => {
    expect(printableText('Ọjà ẹ̀wà', 'cp858')).toBe('Ojà ewà');
    expect(printableText('ɗaya ƙarfe', 'cp437')).toBe('daya karfe');
  });

  it('turns no-break spaces into spaces and what no code page can show into ?', () => {
    expect(printableText('1\u202f250\u00a0F', 'cp437')).toBe('1 250 F');
    expect(printableText('面包', 'cp858')).toBe('??');
  });
});
