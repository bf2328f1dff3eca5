import type { StockCountLine } from '@app/contracts/stock-counts';

/** The line a scanned or typed code names: its barcode, else its SKU (any case). */
export function findByCode(lines: StockCountLine[], code: string): StockCountLine | undefined {
  const wanted = code.trim();
  if (!wanted) return undefined;
  const lower = wanted.toLowerCase();
  return (
    lines.find((l) => l.barcode === wanted) ?? lines.find((l) => l.sku?.toLowerCase() === lower)
  );
}

/** Every word typed starts a word of the name, or the text starts the SKU or barcode. */
export function matchesSearch(line: StockCountLine, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  if (line.sku?.toLowerCase().startsWith(text) || line.barcode?.startsWith(text)) return true;
  const words = line.productName.toLowerCase().split(/\s+/);
  return text.split(/\s+/).every((part) => words.some((w) => w.startsWith(part)));
}
