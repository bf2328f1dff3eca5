import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  subscriptionEvents,
  subscriptionPayments,
  subscriptionReminders,
  subscriptions,
  users,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type PaymentRow = typeof subscriptionPayments.$inferSelect;

/**
 * Claims a provider event id: true the first time, false for a replay. The primary key makes a
 * concurrent duplicate wait for the first transaction and then find the row.
 */
export async function claimEvent(
  db: DbOrTx,
  event: { provider: 'stripe' | 'paystack'; eventId: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(subscriptionEvents)
    .values({ ...event, outcome: 'pending' })
    .onConflictDoNothing()
    .returning({ eventId: subscriptionEvents.eventId });
  return rows.length > 0;
}

export async function setEventOutcome(
  db: DbOrTx,
  provider: 'stripe' | 'paystack',
  eventId: string,
  outcome: string,
  userId: string | null,
) {
  await db
    .update(subscriptionEvents)
    .set({ outcome, userId })
    .where(and(eq(subscriptionEvents.provider, provider), eq(subscriptionEvents.eventId, eventId)));
}

export async function findEvent(db: DbOrTx, provider: 'stripe' | 'paystack', eventId: string) {
  const [row] = await db
    .select()
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.provider, provider), eq(subscriptionEvents.eventId, eventId)));
  return row ?? null;
}

/** The row of a provider subscription, locked for the event's transaction. */
export async function findByProviderId(
  db: DbOrTx,
  provider: 'stripe' | 'paystack',
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertSubscription(db: DbOrTx, values: NewSubscription) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: DbOrTx,
  id: string,
  values: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/** The row that decides access now: active and paid past `now` first, then the latest period. */
export async function findCurrent(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select()
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

/** The user's rows still granting or able to grant access (active or past due). */
export async function findLive(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due'])),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .for('update');
}

/** Adds a billing-history line; false if the same payment (provider, reference, status) is there. */
export async function addPayment(
  db: DbOrTx,
  values: typeof subscriptionPayments.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(subscriptionPayments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: subscriptionPayments.id });
  return rows.length > 0;
}

export async function listPayments(db: DbOrTx, userId: string, limit = 50): Promise<PaymentRow[]> {
  return db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.userId, userId))
    .orderBy(desc(subscriptionPayments.createdAt))
    .limit(limit);
}

/** Active Paystack or admin rows (no automatic renewal) ending in the window, with the owner. */
export async function findNonRenewingEndingBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      plan: subscriptions.plan,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      email: users.email,
      username: users.username,
      language: users.language,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.provider, 'paystack'),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        sql`${subscriptions.currentPeriodEnd} > ${from.toISOString()}::timestamptz`,
        sql`${subscriptions.currentPeriodEnd} <= ${to.toISOString()}::timestamptz`,
      ),
    );
}

/** Marks a reminder sent; false if it already was (another instance, an earlier run). */
export async function claimReminder(
  db: DbOrTx,
  subscriptionId: string,
  periodEnd: Date,
  days: number,
): Promise<boolean> {
  const rows = await db
    .insert(subscriptionReminders)
    .values({ subscriptionId, periodEnd, days })
    .onConflictDoNothing()
    .returning({ days: subscriptionReminders.days });
  return rows.length > 0;
}
