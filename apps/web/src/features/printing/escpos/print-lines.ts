import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  COLUMNS,
  DOTS,
  type PrintBlock,
  type PrintDocument,
  type PrintOptions,
} from './print-document.ts';
import { printableText } from './transliterate.ts';

/** A row that does not fit on one line: the label wraps, the value ends the last line. */
function rowLines(label: string, value: string, columns: number): string[] {
  if (label.length + 1 + value.length <= columns) {
    return [label + ' '.repeat(columns - label.length - value.length) + value];
  }
  const words = label.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > columns && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current.length + 1 + value.length <= columns) {
    lines.push(current + ' '.repeat(columns - current.length - value.length) + value);
  } else {
    lines.push(current, value.padStart(columns));
  }
  return lines;
}

function encodeBlock(encoder: ReceiptPrinterEncoder, block: PrintBlock, options: PrintOptions) {
  const columns = COLUMNS[options.paper];
  const text = (value: string) => printableText(value, options.codepage);
  switch (block.kind) {
    case 'title': {
      const value = text(block.text);
      // Double width only when it fits on one line; double height always.
      const wide = value.length <= columns / 2;
      encoder
        .align('center')
        .bold(true)
        .size(wide ? 2 : 1, 2)
        .line(value)
        .size(1, 1)
        .bold(false);
      encoder.align('left');
      return;
    }
    case 'text':
      encoder.align(block.align ?? 'left').bold(block.bold ?? false);
      for (const line of text(block.text).split('\n')) encoder.line(line);
      encoder.bold(false).align('left');
      return;
    case 'row':
      encoder.bold(block.bold ?? false);
      for (const line of rowLines(text(block.label), text(block.value), columns))
        encoder.line(line);
      encoder.bold(false);
      return;
    case 'separator':
      encoder.line('-'.repeat(columns));
      return;
    case 'feed':
      encoder.newline(block.lines ?? 1);
      return;
    case 'qr':
      encoder
        .align('center')
        .qrcode(block.value, { model: 2, size: options.paper === 58 ? 5 : 6, errorlevel: 'm' })
        .align('left');
      return;
    case 'barcode':
      encoder
        .align('center')
        .barcode(block.value, block.symbology, { height: 60, text: true })
        .align('left');
      return;
    case 'image': {
      const { image } = block;
      // Never wider than the roll; whole bytes across and down (the raster command's unit).
      const width = Math.min(image.width, DOTS[options.paper]) & ~7;
      const height = Math.round((image.height * width) / image.width / 8) * 8;
      if (width < 8 || height < 8) return;
      encoder.align('center').image(image, width, height, 'threshold').align('left');
      return;
    }
  }
}

/**
 * A till document as ESC/POS bytes for a 58 or 80 mm roll, in the chosen code page: drawer kick
 * first (ESC p, when asked), then the blocks, then a feed and a partial cut (GS V). Pure: the
 * same document and options give the same bytes (the golden files hold them).
 */
export function printLines(document: PrintDocument, options: PrintOptions): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: COLUMNS[options.paper],
    imageMode: 'raster',
    feedBeforeCut: 4,
    codepageMapping: 'epson',
    // A character the code page lacks was already transliterated; never an exception mid-sale.
    errors: 'relaxed',
  });
  encoder.initialize().codepage(options.codepage);
  if (options.openDrawer) encoder.pulse();
  for (const block of document.blocks) encodeBlock(encoder, block, options);
  if (options.cut !== false) encoder.cut('partial');
  return encoder.encode();
}

/** Only the drawer kick (ESC p): the POS's "Open drawer". */
export function drawerKick(): Uint8Array {
  return new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().pulse().encode();
}
