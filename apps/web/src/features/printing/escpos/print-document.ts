/**
 * What a till prints, as plain data: the receipt is one (receipt-document.ts), and so are shift
 * X/Z reports and labels. `printLines(document, options)` (print-lines.ts) turns it into ESC/POS
 * bytes for a 58 or 80 mm roll; every text goes through the code page's transliteration, so a
 * document may hold any Unicode text.
 */
export type PrintBlock =
  /** A heading, centred and double height (the business name, "X REPORT"). */
  | { kind: 'title'; text: string }
  /** A line of text, wrapped at the paper's width. */
  | { kind: 'text'; text: string; align?: 'left' | 'center' | 'right'; bold?: boolean }
  /** A label at the left and its value at the right ("Subtotal ....... NGN 1,250.00"). */
  | { kind: 'row'; label: string; value: string; bold?: boolean }
  /** A dashed rule across the paper. */
  | { kind: 'separator' }
  /** Empty lines. */
  | { kind: 'feed'; lines?: number }
  /** A QR code (ESC/POS model 2), centred. */
  | { kind: 'qr'; value: string }
  /** A barcode, centred: EAN-13 (12 or 13 digits) or Code 128. */
  | { kind: 'barcode'; value: string; symbology: 'ean13' | 'code128' }
  /** A black-and-white raster image, centred (a logo). */
  | { kind: 'image'; image: RasterImage };

export interface PrintDocument {
  blocks: PrintBlock[];
}

/**
 * Pixels as ImageData holds them (RGBA, 4 bytes a pixel). Width and height are multiples of 8 (the
 * raster command prints whole bytes); `rasterImage` in logo.ts makes one from a picture.
 */
export interface RasterImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

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
