import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/** What decides a user's access, for each of their subscriptions (a handful at most). */
export async function findAccessSubscriptions(db: DbOrTx, userId: string) {
  return db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      paymentFailedAt: subscriptions.paymentFailedAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
}

export type AccessSubscription = Awaited<ReturnType<typeof findAccessSubscriptions>>[number];

/**
 * The subscription that decides the user's access: one that is active and paid past `now` if any,
 * otherwise the one whose paid period ended last (then the newest). Picked here, not in SQL, so
 * the rows can be kept in memory and the clock still decides.
 */
export function decisiveSubscription(rows: AccessSubscription[], now: Date) {
  const paidNow = (r: AccessSubscription) =>
    r.status === 'active' && r.currentPeriodEnd.getTime() > now.getTime();
  const rank = (a: AccessSubscription, b: AccessSubscription) =>
    Number(paidNow(b)) - Number(paidNow(a)) ||
    b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime() ||
    b.createdAt.getTime() - a.createdAt.getTime();
  const [row] = [...rows].sort(rank);
  if (!row) return null;
  const { createdAt: _createdAt, ...decisive } = row;
  return decisive;
}

export async function findDecisiveSubscription(db: DbOrTx, userId: string, now: Date) {
  return decisiveSubscription(await findAccessSubscriptions(db, userId), now);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface EndingCandidate {
  id: string;
  created_at: Date | string;
  admin_role: 'admin' | 'super_admin' | null;
}

/**
 * Users whose free trial ends within (now, until]: not admins, no paid period running, and the
 * trial's end (sign-up, or the beta's end if later, plus the trial days) in the window. The
 * trial status decides for each; this only keeps the daily job from reading every account.
 */
export async function findTrialsEndingBetween(
  db: DbOrTx,
  now: Date,
  until: Date,
  trialDays: number,
  betaEndsAt: Date | null,
) {
  const start = betaEndsAt
    ? sql`greatest(u.created_at, ${betaEndsAt.toISOString()}::timestamptz)`
    : sql`u.created_at`;
  return rowsOf<EndingCandidate>(
    await db.execute(sql`select u.id, u.created_at, u.admin_role from users u
      where u.admin_role is null
        and ${start} + ${trialDays}::integer * interval '1 day' > ${now.toISOString()}::timestamptz
        and ${start} + ${trialDays}::integer * interval '1 day' <= ${until.toISOString()}::timestamptz
        and not exists (select 1 from subscriptions s where s.user_id = u.id
          and s.status = 'active' and s.current_period_end > ${now.toISOString()}::timestamptz)`),
  );
}

/**
 * Users with a paid period ending within (now, until] that will not renew by itself: cancelled at
 * period end on Stripe, or paid by mobile money (Paystack) or granted by an admin.
 */
export async function findPlansEndingBetween(db: DbOrTx, now: Date, until: Date) {
  return rowsOf<EndingCandidate>(
    await db.execute(sql`select distinct u.id, u.created_at, u.admin_role
      from subscriptions s join users u on u.id = s.user_id
      where u.admin_role is null and s.status = 'active'
        and (s.cancel_at_period_end or s.provider in ('paystack', 'admin'))
        and s.current_period_end > ${now.toISOString()}::timestamptz
        and s.current_period_end <= ${until.toISOString()}::timestamptz`),
  );
}

/** Whether the user's decisive paid period renews by itself (Stripe, not cancelled). */
export async function renewsByItself(db: DbOrTx, userId: string, periodEnd: Date) {
  const found = rowsOf(
    await db.execute(sql`select 1 from subscriptions where user_id = ${userId}
      and status = 'active' and current_period_end = ${periodEnd.toISOString()}::timestamptz
      and provider = 'stripe' and not cancel_at_period_end`),
  );
  return found.length > 0;
}
