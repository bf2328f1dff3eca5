import {
  BETA_WARNING_DAYS,
  type SubscriptionDetails,
  type TrialStatus,
  type TrialStatusValue,
} from '@app/contracts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionSnapshot {
  plan: string;
  status: 'active' | 'cancelled' | 'past_due' | 'expired';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a renewal payment failed (status past_due): the grace period runs from here. */
  paymentFailedAt?: Date | null;
}

export interface TrialStatusInput {
  now: Date;
  userCreatedAt: Date;
  adminRole: 'admin' | 'super_admin' | null;
  /** The user's most relevant subscription row (an active one first), or null. */
  subscription: SubscriptionSnapshot | null;
  freeTrialDays: number;
  gracePeriodDays: number;
  betaEndsAt?: Date | null;
}

/** Whole days left until `deadline`, rounded up: 1 ms left is 1 day, none left is 0. */
export function daysUntil(now: Date, deadline: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
}

const plural = (n: number) => (n === 1 ? '1 day' : `${n} days`);

type StatusFields = Omit<
  TrialStatus,
  'status' | 'trialStatus' | 'freeTrialDays' | 'gracePeriodDays' | 'subscriptionDetails'
> & { subscriptionDetails?: SubscriptionDetails };

/**
 * The end of the grace period a paid plan leaves behind (ADR 027): after a failed renewal
 * (past_due, from the failure) or after an active period ran out unrenewed (mobile money, a late
 * renewal webhook), `gracePeriodDays` more of full access. Cancelled and expired plans leave none.
 */
export function subscriptionGraceEnd(
  subscription: SubscriptionSnapshot | null,
  gracePeriodDays: number,
): Date | null {
  if (!subscription || gracePeriodDays <= 0) return null;
  let start: Date | null = null;
  if (subscription.status === 'past_due' && subscription.paymentFailedAt) {
    start = subscription.paymentFailedAt;
  } else if (subscription.status === 'active') {
    start = subscription.currentPeriodEnd;
  }
  return start ? new Date(start.getTime() + gracePeriodDays * DAY_MS) : null;
}

const NO_PLAN: SubscriptionDetails = {
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/**
 * SPEC section 4's trial status, decided in this order: admin, paid subscription, free beta,
 * free trial (from the later of sign-up and the beta's end), grace period, subscription required.
 * Pure: the caller supplies the clock, the account and the configuration.
 */
export function computeTrialStatus(input: TrialStatusInput): TrialStatus {
  const { now, subscription, freeTrialDays, gracePeriodDays } = input;
  const betaEndsAt = input.betaEndsAt ?? null;
  const build = (status: TrialStatusValue, fields: StatusFields): TrialStatus => ({
    freeTrialDays,
    gracePeriodDays,
    subscriptionDetails: NO_PLAN,
    ...fields,
    status,
    trialStatus: status,
  });
  const fullAccess = { hasFullAccess: true, requiresSubscription: false, inGracePeriod: false };

  if (input.adminRole) {
    return build('admin_access', {
      ...fullAccess,
      daysUntilDeadline: null,
      subscriptionDeadline: null,
      message: 'You have full access as an administrator',
      category: 'admin',
    });
  }

  if (
    subscription?.status === 'active' &&
    subscription.currentPeriodEnd.getTime() > now.getTime()
  ) {
    const days = daysUntil(now, subscription.currentPeriodEnd);
    const renewing = !subscription.cancelAtPeriodEnd;
    return build(renewing ? 'active_subscription' : 'subscribed', {
      ...fullAccess,
      daysUntilDeadline: days,
      subscriptionDeadline: subscription.currentPeriodEnd.toISOString(),
      message: renewing
        ? `Your ${subscription.plan} plan is active and renews in ${plural(days)}`
        : `Your ${subscription.plan} plan is paid up and ends in ${plural(days)}; it will not renew`,
      category: 'subscription',
      subscriptionDetails: {
        plan: subscription.plan,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
    });
  }

  if (betaEndsAt && betaEndsAt.getTime() > now.getTime()) {
    const days = daysUntil(now, betaEndsAt);
    const endingSoon = days <= BETA_WARNING_DAYS;
    const then =
      freeTrialDays > 0
        ? ` Your ${freeTrialDays}-day free trial starts then.`
        : ' Subscribe to keep full access.';
    return build(endingSoon ? 'beta_ending_soon' : 'free_beta', {
      ...fullAccess,
      daysUntilDeadline: days,
      subscriptionDeadline: betaEndsAt.toISOString(),
      message: `Free beta access ends in ${plural(days)}.${endingSoon ? then : ''}`,
      category: 'beta',
    });
  }

  const trialStart = Math.max(input.userCreatedAt.getTime(), betaEndsAt?.getTime() ?? -Infinity);
  const trialEnd = new Date(trialStart + freeTrialDays * DAY_MS);
  if (now.getTime() < trialEnd.getTime()) {
    const days = daysUntil(now, trialEnd);
    return build('free_trial_active', {
      ...fullAccess,
      daysUntilDeadline: days,
      subscriptionDeadline: trialEnd.toISOString(),
      message: `Your free trial ends in ${plural(days)}`,
      category: 'trial',
    });
  }

  const graceEnd = new Date(trialEnd.getTime() + gracePeriodDays * DAY_MS);
  const paidGraceEnd = subscriptionGraceEnd(subscription, gracePeriodDays);
  if (
    subscription &&
    paidGraceEnd &&
    now.getTime() < paidGraceEnd.getTime() &&
    paidGraceEnd.getTime() >= graceEnd.getTime()
  ) {
    const days = daysUntil(now, paidGraceEnd);
    return build('grace_period', {
      hasFullAccess: true,
      requiresSubscription: false,
      inGracePeriod: true,
      daysUntilDeadline: days,
      subscriptionDeadline: paidGraceEnd.toISOString(),
      message:
        subscription.status === 'past_due'
          ? `Your last payment for the ${subscription.plan} plan failed. Update your payment within ${plural(days)} to keep full access.`
          : `Your ${subscription.plan} plan has ended. Renew within ${plural(days)} to keep full access.`,
      category: 'grace',
      subscriptionDetails: {
        plan: subscription.plan,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
    });
  }
  if (now.getTime() < graceEnd.getTime()) {
    const days = daysUntil(now, graceEnd);
    return build('grace_period', {
      hasFullAccess: true,
      requiresSubscription: false,
      inGracePeriod: true,
      daysUntilDeadline: days,
      subscriptionDeadline: graceEnd.toISOString(),
      message: `Your free trial has ended. Subscribe within ${plural(days)} to keep full access.`,
      category: 'grace',
    });
  }

  // Access ended at the end of the grace period, or later if a paid period outlasted it.
  const paidUntil = subscription
    ? Math.min((paidGraceEnd ?? subscription.currentPeriodEnd).getTime(), now.getTime())
    : -Infinity;
  const endedAt = new Date(Math.max(graceEnd.getTime(), paidUntil));
  return build('subscription_required', {
    hasFullAccess: false,
    requiresSubscription: true,
    inGracePeriod: false,
    daysUntilDeadline: 0,
    subscriptionDeadline: endedAt.toISOString(),
    message: subscription
      ? 'Your subscription has expired. Please subscribe to modify or update items.'
      : 'Your free trial has expired. Please subscribe to modify or update items.',
    category: 'expired',
  });
}
