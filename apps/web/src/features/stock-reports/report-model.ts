import type { StockReport } from '@app/contracts/reports';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '#src/lib/format.ts';

export type CategoryRow = StockReport['byCategory'][number];

export const UNCATEGORISED = msg`Uncategorised`;

/** The category's own name (the owner's text), or "Uncategorised" in the reader's language. */
export function categoryLabel(i18n: I18n, row: Pick<CategoryRow, 'categoryName'>): string {
  return row.categoryName ?? i18n._(UNCATEGORISED);
}

/** The alert level of an item: its own threshold, else the business default. */
export function thresholdOf(item: { lowStockThreshold: number | null }, businessDefault: number) {
  return item.lowStockThreshold ?? businessDefault;
}

export interface ShareSlice {
  key: string;
  name: string;
  value: number;
  share: number;
}

/**
 * Stock value at cost by category, largest first, the smallest folded into "Other" so a share
 * chart stays readable. Categories with nothing on the shelf are left out.
 */
export function shareSlices(i18n: I18n, rows: CategoryRow[], maxSlices = 6): ShareSlice[] {
  const total = rows.reduce((sum, r) => sum + Math.max(0, r.stockValueAtCost), 0);
  if (total <= 0) return [];
  const sorted = rows
    .filter((r) => r.stockValueAtCost > 0)
    .sort((a, b) => b.stockValueAtCost - a.stockValueAtCost);
  const head = sorted.length > maxSlices ? sorted.slice(0, maxSlices - 1) : sorted;
  const slices: ShareSlice[] = head.map((r) => ({
    key: r.categoryId ?? 'none',
    name: categoryLabel(i18n, r),
    value: r.stockValueAtCost,
    share: r.stockValueAtCost / total,
  }));
  const rest = sorted.slice(head.length);
  if (rest.length > 0) {
    const value = rest.reduce((sum, r) => sum + r.stockValueAtCost, 0);
    const otherCount = rest.length;
    const others = formatCount(otherCount);
    slices.push({
      key: 'other',
      name: i18n._(
        msg`${plural(otherCount, { one: `${others} other category`, other: `${others} other categories` })}`,
      ),
      value,
      share: value / total,
    });
  }
  return slices;
}

/** Categories by value at selling price, for the bar chart (empty ones left out). */
export function valueBars(i18n: I18n, rows: CategoryRow[], max = 12) {
  return rows
    .filter((r) => r.stockValueAtCost > 0 || r.stockValueAtPrice > 0)
    .sort((a, b) => b.stockValueAtPrice - a.stockValueAtPrice)
    .slice(0, max)
    .map((r) => ({
      key: r.categoryId ?? 'none',
      name: categoryLabel(i18n, r),
      cost: r.stockValueAtCost,
      price: r.stockValueAtPrice,
      profit: r.potentialProfit,
    }));
}
