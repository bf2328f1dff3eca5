import type { Business } from '@app/contracts/businesses';
import type { StockReport } from '@app/contracts/reports';
import { toCsv } from '#src/lib/csv.ts';
import type { ReportFormatters } from './format.ts';
import { categoryLabel, thresholdOf } from './report-model.ts';

/** The whole report as one CSV: a summary, then one block per table, separated by a blank line. */
export function stockReportCsv(report: StockReport, business: Business, format: ReportFormatters) {
  const t = report.totals;
  const threshold = business.settings.lowStockThreshold;
  return toCsv([
    ['Financial stock report', business.name],
    ['Generated', format.isoDateTime(report.generatedAt)],
    ['Currency', report.currency],
    [],
    ['Summary'],
    ['Stock value at cost', t.stockValueAtCost],
    ['Stock value at selling price', t.stockValueAtPrice],
    ['Potential profit', t.potentialProfit],
    ['Products', t.itemCount],
    ['Units in stock', t.unitCount],
    ['Low on stock', t.lowStockCount],
    ['Out of stock', t.outOfStockCount],
    [],
    ['By category'],
    [
      'Category',
      'Products',
      'Units',
      'Value at cost',
      'Value at selling price',
      'Potential profit',
      'Low on stock',
      'Out of stock',
    ],
    ...report.byCategory.map((c) => [
      categoryLabel(c),
      c.itemCount,
      c.unitCount,
      c.stockValueAtCost,
      c.stockValueAtPrice,
      c.potentialProfit,
      c.lowStockCount,
      c.outOfStockCount,
    ]),
    [
      'Total',
      t.itemCount,
      t.unitCount,
      t.stockValueAtCost,
      t.stockValueAtPrice,
      t.potentialProfit,
      t.lowStockCount,
      t.outOfStockCount,
    ],
    [],
    ['Low on stock'],
    ['Product', 'SKU', 'Category', 'In stock', 'Low at', 'Cost', 'Price'],
    ...report.lowStock.map((i) => [
      i.name,
      i.sku,
      i.categoryName ?? 'Uncategorised',
      i.stock,
      thresholdOf(i, threshold),
      i.cost,
      i.price,
    ]),
    [],
    ['Out of stock'],
    ['Product', 'SKU', 'Category', 'In stock', 'Cost', 'Price'],
    ...report.outOfStock.map((i) => [
      i.name,
      i.sku,
      i.categoryName ?? 'Uncategorised',
      i.stock,
      i.cost,
      i.price,
    ]),
  ]);
}
