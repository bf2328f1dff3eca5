import type { Business } from '@app/contracts/businesses';
import type { StockReport } from '@app/contracts/reports';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toCsv } from '#src/lib/csv.ts';
import type { ReportFormatters } from './format.ts';
import { categoryLabel, thresholdOf } from './report-model.ts';

/**
 * The whole report as one CSV: a summary, then one block per table, separated by a blank line.
 * A report for people (no importer reads it back), so its labels are in the reader's language;
 * figures stay plain numbers and the time ISO-like, for a spreadsheet to compute with.
 */
export function stockReportCsv(
  i18n: I18n,
  report: StockReport,
  business: Business,
  format: ReportFormatters,
) {
  const t = report.totals;
  const label = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const uncategorised = categoryLabel(i18n, { categoryName: null });
  const threshold = business.settings.lowStockThreshold;
  return toCsv([
    [label(msg`Financial stock report`), business.name],
    [
      label(msg({ message: 'Generated', comment: 'stock report CSV: when the report was made' })),
      format.isoDateTime(report.generatedAt),
    ],
    [label(msg`Currency`), report.currency],
    [],
    [label(msg`Summary`)],
    [label(msg`Stock value at cost`), t.stockValueAtCost],
    [label(msg`Stock value at selling price`), t.stockValueAtPrice],
    [label(msg`Potential profit`), t.potentialProfit],
    [label(msg`Products`), t.itemCount],
    [label(msg`Units in stock`), t.unitCount],
    [label(msg`Low on stock`), t.lowStockCount],
    [label(msg`Out of stock`), t.outOfStockCount],
    [],
    [label(msg`By category`)],
    [
      label(msg`Category`),
      label(msg`Products`),
      label(msg`Units`),
      label(msg`Value at cost`),
      label(msg`Value at selling price`),
      label(msg`Potential profit`),
      label(msg`Low on stock`),
      label(msg`Out of stock`),
    ],
    ...report.byCategory.map((c) => [
      categoryLabel(i18n, c),
      c.itemCount,
      c.unitCount,
      c.stockValueAtCost,
      c.stockValueAtPrice,
      c.potentialProfit,
      c.lowStockCount,
      c.outOfStockCount,
    ]),
    [
      label(msg`Total`),
      t.itemCount,
      t.unitCount,
      t.stockValueAtCost,
      t.stockValueAtPrice,
      t.potentialProfit,
      t.lowStockCount,
      t.outOfStockCount,
    ],
    [],
    [label(msg`Low on stock`)],
    [
      label(msg`Product`),
      label(msg`SKU`),
      label(msg`Category`),
      label(msg`In stock`),
      label(msg({ message: 'Low at', comment: 'stock report: the low-stock alert level' })),
      label(msg({ message: 'Cost', comment: 'the buying price' })),
      label(msg`Price`),
    ],
    ...report.lowStock.map((i) => [
      i.name,
      i.sku,
      i.categoryName ?? uncategorised,
      i.stock,
      thresholdOf(i, threshold),
      i.cost,
      i.price,
    ]),
    [],
    [label(msg`Out of stock`)],
    [
      label(msg`Product`),
      label(msg`SKU`),
      label(msg`Category`),
      label(msg`In stock`),
      label(msg({ message: 'Cost', comment: 'the buying price' })),
      label(msg`Price`),
    ],
    ...report.outOfStock.map((i) => [
      i.name,
      i.sku,
      i.categoryName ?? uncategorised,
      i.stock,
      i.cost,
      i.price,
    ]),
  ]);
}
