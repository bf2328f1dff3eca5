/**
 * What a till prints, as plain data: a receipt (features/printing receipt-document.ts), a shift's
 * X/Z report (features/shifts), labels. The thermal printer turns one into ESC/POS bytes
 * (features/printing `printLines`); features that only describe what to print use these types
 * from here, since features do not import each other. Every text may hold any Unicode: the
 * printer's code page transliteration makes it printable.
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
