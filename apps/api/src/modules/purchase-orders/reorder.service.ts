import { REORDER_RATE_DAYS, type ReorderSuggestion } from '@app/contracts';
import { businessSettings } from '#src/modules/inventory/inventory.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import * as repo from './reorder.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What to reorder: items at or below their low-stock level, or expected to run out within `days`
 * at their last 28 days' rate of sale (units sold / 28). The suggested quantity covers `days` of
 * sales on top of the low-stock level, less what is on hand, and is at least 1.
 */
export function suggest(row: repo.ReorderRow, days: number): ReorderSuggestion | null {
  const dailyRate = row.sold / REORDER_RATE_DAYS;
  const onHand = Math.max(row.stock, 0);
  const daysLeft = dailyRate > 0 ? onHand / dailyRate : null;
  const low = row.stock <= row.level;
  const runningOut = daysLeft !== null && daysLeft <= days;
  if (!low && !runningOut) return null;
  const target = Math.ceil(dailyRate * days) + row.level;
  return {
    productId: row.id,
    name: row.name,
    stock: row.stock,
    lowStockLevel: row.level,
    dailyRate: round2(dailyRate),
    daysLeft: daysLeft === null ? null : Math.floor(daysLeft * 10) / 10,
    suggestedQuantity: Math.max(target - onHand, 1),
    cost: Number(row.cost),
    supplierId: row.supplier_id,
  };
}

export async function listReorderSuggestions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  access: BusinessAccess,
  days: number,
) {
  const since = new Date(deps.now().getTime() - REORDER_RATE_DAYS * DAY_MS);
  const level = businessSettings(access).lowStockThreshold;
  const rows = await repo.listItemsWithSales(deps.db, access.id, level, since);
  return rows.flatMap((row) => suggest(row, days) ?? []);
}
