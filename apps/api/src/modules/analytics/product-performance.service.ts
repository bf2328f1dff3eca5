import { DEFAULT_BUSINESS_SETTINGS } from '@app/contracts';
import { localDate } from '#src/modules/expenses/calendar.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import * as repo from './product-performance.repo.ts';

export type ProductPerformance = repo.ProductPerformanceRow;

/**
 * Every product with its quantity, revenue and profit over a range of days in the business's
 * time zone, with its stock and threshold: for rankings that include the products that sold
 * nothing (the slowest) and for stock cover at the current rate of sales.
 */
export async function getProductPerformance(
  deps: AppDeps,
  access: BusinessAccess,
  range: { from: string; to: string },
): Promise<ProductPerformance[]> {
  const settings = { ...DEFAULT_BUSINESS_SETTINGS, ...access.row.settings };
  return fromReplica(deps, access.id, (db) =>
    repo.productPerformance(db, {
      businessId: access.id,
      timezone: settings.timezone,
      from: range.from,
      to: range.to,
      today: localDate(deps.now(), settings.timezone),
      defaultThreshold: settings.lowStockThreshold,
    }),
  );
}
