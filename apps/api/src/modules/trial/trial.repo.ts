import { desc, eq, sql } from 'drizzle-orm';
import { subscriptions } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/**
 * The subscription that decides the user's access: one that is active and paid past `now` if any,
 * otherwise the one whose paid period ended last.
 */
export async function findDecisiveSubscription(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      paymentFailedAt: subscriptions.paymentFailedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(
      desc(
        sql`(${subscriptions.status} = 'active' and ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz)`,
      ),
      desc(subscriptions.currentPeriodEnd),
      desc(subscriptions.createdAt),
    )
    .limit(1);
  return row ?? null;
}
