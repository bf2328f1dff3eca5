import { barcodeValue, type BarcodeValue } from './barcode/symbol.ts';

/** What the labels screen knows of an item. */
export interface LabelItem {
  id: string;
  name: string;
  price: number;
  barcode: string | null;
  sku: string | null;
}

/**
 * One label's content as data: the PDF sheet draws it, and a thermal label printer can print
 * the same lines (name, price, then the barcode as its own command).
 */
export interface LabelContent {
  name: string;
  price: string;
  barcode: BarcodeValue | null;
}

/**
 * The item's barcode, or else its SKU (the POS scanner finds an item by either), as EAN-13 when
 * it is a valid one and Code 128 otherwise; no barcode when neither can be printed.
 */
export function labelContent(item: LabelItem, priceText: string): LabelContent {
  return {
    name: item.name,
    price: priceText,
    barcode: barcodeValue(item.barcode) ?? barcodeValue(item.sku),
  };
}

/** Each chosen item's label as many times as asked, in the order chosen. */
export function repeatLabels<T>(lines: { content: T; quantity: number }[]): T[] {
  return lines.flatMap(({ content, quantity }) =>
    Array.from({ length: Math.max(0, Math.floor(quantity)) }, () => content),
  );
}
