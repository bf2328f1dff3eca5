import type { StockReport, StockTotals } from '@app/contracts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import * as repo from './reports.repo.ts';

const EMPTY: StockTotals = {
  stockValueAtCost: 0,
  stockValueAtPrice: 0,
  potentialProfit: 0,
  itemCount: 0,
  unitCount: 0,
  lowStockCount: 0,
  outOfStockCount: 0,
};

function toTotals(row: repo.StockValuationRow | undefined): StockTotals {
  if (!row) return EMPTY;
  return {
    stockValueAtCost: Number(row.valueAtCost),
    stockValueAtPrice: Number(row.valueAtPrice),
    potentialProfit: Number(row.profit),
    itemCount: Number(row.itemCount),
    unitCount: Number(row.unitCount),
    lowStockCount: Number(row.lowStockCount),
    outOfStockCount: Number(row.outOfStockCount),
  };
}

/**
 * The financial stock report: totals, every category in the business's order (then the
 * uncategorised products, when there are any) and the items to restock. All sums are SQL's.
 */
export async function getStockReport(
  db: DbOrTx,
  access: BusinessAccess,
  now: Date,
): Promise<StockReport> {
  const { lowStockThreshold, currency } = {
    ...inventoryService.businessSettings(access),
    currency: access.row.currency,
  };
  const [valuation, categories, lowStock, outOfStock] = await Promise.all([
    repo.stockValuation(db, access.id, lowStockThreshold),
    categoriesService.listCategories(db, access.id),
    inventoryService.listStockAlerts(db, access, 'low'),
    inventoryService.listStockAlerts(db, access, 'out'),
  ]);
  const byId = new Map(valuation.filter((r) => !r.isTotal).map((r) => [r.categoryId, r]));
  const byCategory: StockReport['byCategory'] = categories.map((c) => ({
    categoryId: c.id,
    categoryName: c.name,
    ...toTotals(byId.get(c.id)),
  }));
  const uncategorised = byId.get(null);
  if (uncategorised) {
    byCategory.push({ categoryId: null, categoryName: null, ...toTotals(uncategorised) });
  }
  return {
    currency,
    generatedAt: now.toISOString(),
    totals: toTotals(valuation.find((r) => r.isTotal)),
    byCategory,
    lowStock,
    outOfStock,
  };
}
