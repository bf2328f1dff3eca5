import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as businessesService from '#src/modules/businesses/businesses.service.ts';
import { notifyUser } from '#src/modules/notifications/notifications.service.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import type { AppDeps } from '#src/platform/deps.ts';

/** One job per crossing: the item's owner and managers hear that it is running low. */
export const LOW_STOCK_JOB = 'stock.low_stock';

export interface LowStockCrossing {
  businessId: string;
  productId: string;
  productName: string;
  /** The stock entry that crossed: one notification per crossing, even if the job is retried. */
  entryId: string;
  stock: number;
  threshold: number;
}

/**
 * Whether a change took an item from above its low-stock level to at or below it (the inventory
 * shows an item as low when stock <= threshold). Further sales below the level are not a new
 * crossing; a restock above it and a later fall are.
 */
export function crossedLowStock(change: number, stockAfter: number, threshold: number): boolean {
  const before = stockAfter - change;
  return change < 0 && before > threshold && stockAfter <= threshold;
}

/**
 * `crossedLowStock` in SQL, for a statement that moves stock itself (a sale, ADR 039): one
 * LowStockCrossing payload (jsonb) per crossing among `moved`, a CTE of the moved products
 * (id, name, stock after, their own low_stock_threshold, the signed quantity, the entryId of
 * their stock entry). The business's level applies where the product has none.
 */
export function lowStockPayloadsSql(
  businessId: string,
  businessThreshold: number,
  moved: SQL,
): SQL {
  return sql`select jsonb_build_object('businessId', ${businessId}::text, 'productId', d.id,
      'productName', d.name, 'entryId', d."entryId", 'stock', d.stock, 'threshold', t.level)
    from ${moved} d
    cross join lateral (select coalesce(d.low_stock_threshold, ${businessThreshold}::integer) as level) t
    where d.quantity < 0 and d.stock - d.quantity > t.level and d.stock <= t.level`;
}

/** Enqueued in the stock change's transaction: it exists exactly when the change committed. */
export async function enqueueLowStock(
  deps: Pick<AppDeps, 'jobs'>,
  tx: DbOrTx,
  crossing: LowStockCrossing,
) {
  await deps.jobs.enqueue(tx, LOW_STOCK_JOB, crossing);
}

export async function notifyLowStock(deps: AppDeps, c: LowStockCrossing) {
  const business = await businessesService.businessAndAudience(deps, c.businessId);
  if (!business) return;
  for (const userId of business.audience) {
    await notifyUser(deps, userId, {
      source: 'low_stock',
      text: (language) => ({
        title: translate(language, 'notification.lowStock.title', { product: c.productName }),
        body: translate(language, 'notification.lowStock.body', {
          product: c.productName,
          stock: c.stock,
          business: business.name,
          threshold: c.threshold,
        }),
      }),
      actionUrl: `/inventory/${c.businessId}`,
      metadata: { businessId: c.businessId, productId: c.productId, stock: c.stock },
      isImportant: true,
      onceKey: c.entryId,
    });
  }
}

export const lowStockNotifications: FastifyPluginAsync = async (app) => {
  app.deps.jobs.register<LowStockCrossing>(LOW_STOCK_JOB, (crossing) =>
    notifyLowStock(app.deps, crossing),
  );
};
