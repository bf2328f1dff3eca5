import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import type { StockEntry } from '@app/contracts/stock';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getStockEntries } from './api/get-stock-entries.ts';
import { toCsv } from '#src/lib/csv.ts';
import { ENTRY_TYPE_LABELS } from './entry-types.ts';
import type { StockHistoryFilters } from './filters.ts';
import type { Formatters } from './format.ts';

/** At most this many entries go into one file (25 requests of 200): narrow the dates for more. */
export const EXPORT_MAX_ROWS = 5_000;

export interface ExportResult {
  csv: string;
  exported: number;
  total: number;
}

/**
 * Every entry of the current filters (not only the page on screen), newest first, fetched a page
 * of 200 at a time and bounded by EXPORT_MAX_ROWS. A report for people (no importer reads it
 * back): its headers and type names are in the reader's language; dates, times and figures stay
 * machine-readable (ISO days, plain numbers) so a spreadsheet can compute with them.
 */
export async function exportStockHistoryCsv(
  i18n: I18n,
  businessId: string,
  filters: StockHistoryFilters,
  currency: string,
  format: Formatters,
  onProgress?: (done: number, total: number) => void,
): Promise<ExportResult> {
  const entries: StockEntry[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const answer = await getStockEntries(businessId, {
      ...filters,
      page,
      limit: LIST_MAX_LIMIT,
    });
    total = answer.total;
    entries.push(...answer.entries);
    onProgress?.(Math.min(entries.length, total), Math.min(total, EXPORT_MAX_ROWS));
    if (
      answer.entries.length < LIST_MAX_LIMIT ||
      entries.length >= Math.min(total, EXPORT_MAX_ROWS)
    ) {
      break;
    }
  }
  const rows = entries
    .slice(0, EXPORT_MAX_ROWS)
    .map((e) => [
      format.isoDay(new Date(e.createdAt)),
      format.isoTime(e.createdAt),
      e.productName,
      i18n._(ENTRY_TYPE_LABELS[e.type]),
      e.quantityChange,
      e.stockAfter,
      e.unitCost,
      e.unitCost === null ? '' : currency,
      e.note,
      e.createdByUsername,
      e.saleId,
    ]);
  const header = [
    msg({ message: 'Date', comment: 'stock history CSV column' }),
    msg({ message: 'Time', comment: 'stock history CSV column' }),
    msg({ message: 'Product', comment: 'stock history CSV column' }),
    msg({ message: 'Type', comment: 'stock history CSV column: the kind of stock change' }),
    msg({ message: 'Change', context: 'the quantity of stock added or removed' }),
    msg({ message: 'Stock after', comment: 'stock history CSV column' }),
    msg({ message: 'Unit cost', comment: 'stock history CSV column' }),
    msg({ message: 'Currency', comment: 'stock history CSV column' }),
    msg({ message: 'Note', comment: 'stock history CSV column' }),
    msg({ message: 'By', comment: 'stock history CSV column: who recorded the change' }),
    msg({ message: 'Sale', comment: 'stock history CSV column: the sale that made the change' }),
  ].map((column) => i18n._(column));
  return { csv: toCsv([header, ...rows]), exported: rows.length, total };
}
