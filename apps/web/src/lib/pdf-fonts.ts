import type { jsPDF } from 'jspdf';
import interRegularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interSemiBoldUrl from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url';

/**
 * PDF's built-in Helvetica only knows Western European letters: no ₦, ₵ or ₹, no ẹ, ọ or ṣ. The
 * PDF embeds Inter (the app's own typeface, with those glyphs; jsPDF keeps only the glyphs used).
 * Its two files are fetched when a PDF is first made; if that fails (offline before they were
 * ever cached) the PDF falls back to Helvetica with the text made safe for it.
 */
export interface PdfFonts {
  family: string;
  /** False on the Helvetica fallback: text must be passed through `toWinAnsi`. */
  unicode: boolean;
}

let cache: Promise<[string, string]> | null = null;

async function binaryString(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return out;
}

function fontFiles() {
  cache ??= Promise.all([binaryString(interRegularUrl), binaryString(interSemiBoldUrl)]).catch(
    (err: unknown) => {
      cache = null;
      throw err;
    },
  );
  return cache;
}

export async function registerFonts(pdf: jsPDF): Promise<PdfFonts> {
  try {
    const [regular, semiBold] = await fontFiles();
    pdf.addFileToVFS('Inter-Regular.ttf', regular);
    pdf.addFont('Inter-Regular.ttf', 'Inter', 'normal');
    pdf.addFileToVFS('Inter-SemiBold.ttf', semiBold);
    pdf.addFont('Inter-SemiBold.ttf', 'Inter', 'bold');
    return { family: 'Inter', unicode: true };
  } catch {
    return { family: 'helvetica', unicode: false };
  }
}

/** Characters of Windows-1252 above Latin-1 (what Helvetica in a PDF can show). */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isWinAnsi(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code > 0xff && !CP1252_EXTRA.includes(char)) return false;
  }
  return true;
}

/** Accents folded where Helvetica lacks the letter (ẹ -> e); anything else becomes '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const folded = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += isWinAnsi(folded) ? folded : '?';
  }
  return out;
}
