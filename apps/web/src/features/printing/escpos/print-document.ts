/**
 * The printer's side of a document (lib/print-document.ts holds its blocks): `printLines(document,
 * options)` (print-lines.ts) turns it into ESC/POS bytes for a 58 or 80 mm roll.
 */
export type { PrintBlock, PrintDocument, RasterImage } from '#src/lib/print-document.ts';

export type PaperWidth = 58 | 80;

export interface PrintOptions {
  paper: PaperWidth;
  codepage: CodePage;
  /** Cut the paper at the end (a printer without a cutter ignores it). */
  cut?: boolean;
  /** Open the cash drawer (ESC p) before the document. */
  openDrawer?: boolean;
}

/** The code pages offered in the printer setup; the printer's self-test page says which it has. */
export const CODE_PAGES = [
  'cp437',
  'cp850',
  'cp858',
  'windows1252',
  'cp860',
  'cp863',
  'cp865',
] as const;
export type CodePage = (typeof CODE_PAGES)[number];

/** Characters per line in the printer's standard font A (12x24 dots). */
export const COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };
/** Printable dots across the roll (203 dpi heads: 384 on 58 mm, 576 on 80 mm). */
export const DOTS: Record<PaperWidth, number> = { 58: 384, 80: 576 };
