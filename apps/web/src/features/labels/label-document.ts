import type { PrintBlock, PrintDocument } from '#src/lib/print-document.ts';
import type { LabelContent } from './label-content.ts';

/**
 * Labels on the till's receipt printer, one after another on the roll: the name, the price with
 * its currency code (a printer's code page has no ₦ or ₵), the barcode as the printer's own
 * command (EAN-13 or Code 128, its digits under it), a dashed rule to cut along.
 */
export function labelsDocument(
  labels: (LabelContent & { priceWithCode: string })[],
): PrintDocument {
  return {
    blocks: labels.flatMap((label): PrintBlock[] => [
      { kind: 'text', text: label.name, align: 'center', bold: true },
      { kind: 'text', text: label.priceWithCode, align: 'center' },
      ...(label.barcode
        ? [{ kind: 'barcode', value: label.barcode.value, symbology: label.barcode.type } as const]
        : []),
      { kind: 'separator' },
    ]),
  };
}
