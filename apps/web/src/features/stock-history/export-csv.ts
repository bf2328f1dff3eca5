import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import type { StockEntry } from '@app/contracts/stock';
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
 * of 200 at a time and bounded by EXPORT_MAX_ROWS.
 */
export async function exportStockHistoryCsv(
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
      ENTRY_TYPE_LABELS[e.type],
      e.quantityChange,
      e.stockAfter,
      e.unitCost,
      e.unitCost === null ? '' : currency,
      e.note,
      e.createdByUsername,
      e.saleId,
    ]);
  const header = [
    'Date',
    'Time',
    'Product',
    'Type',
    'Change',
    'Stock after',
    'Unit cost',
    'Currency',
    'Note',
    'By',
    'Sale',
  ];
  return { csv: toCsv([header, ...rows]), exported: rows.length, total };
}
