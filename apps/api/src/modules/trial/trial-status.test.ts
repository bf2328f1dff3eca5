import { describe, expect, it } from 'vitest';
import { isReadOperation, TrialStatusSchema } from '@app/contracts';
import {
  computeTrialStatus,
  DAY_MS,
  daysUntil,
  type SubscriptionSnapshot,
  type TrialStatusInput,
} from './trial-status.ts';
import { decideOperationAccess } from './trial.service.ts';

const CREATED = new Date('2025-03-01T10:00:00.000Z');
const at = (days: number, ms = 0) => new Date(CREATED.getTime() + days * DAY_MS + ms);

function status(overrides: Partial<TrialStatusInput> = {}) {
  const result = computeTrialStatus({
    now: CREATED,
    userCreatedAt: CREATED,
    adminRole: null,
    subscription: null,
    freeTrialDays: 14,
    gracePeriodDays: 3,
    betaEndsAt: null,
    ...overrides,
  });
  // Every answer satisfies the contract the client parses.
  expect(TrialStatusSchema.parse(result)).toEqual(result);
  expect(result.trialStatus).toBe(result.status);
  return result;
}

const sub = (overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  plan: 'pro',
  status: 'active',
  currentPeriodEnd: at(30),
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('daysUntil', () => {
  it('rounds partial days up and never goes below zero', () => {
    expect(daysUntil(at(0), at(3))).toBe(3);
    expect(daysUntil(at(0), at(3, 1))).toBe(4);
    expect(daysUntil(at(0), at(0, 1))).toBe(1);
    expect(daysUntil(at(0), at(0))).toBe(0);
    expect(daysUntil(at(1), at(0))).toBe(0);
  });
});

describe('computeTrialStatus: free trial, grace period, subscription required', () => {
  it('starts a free trial at sign-up', () => {
    expect(status()).toEqual({
      status: 'free_trial_active',
      trialStatus: 'free_trial_active',
      hasFullAccess: true,
      requiresSubscription: false,
      inGracePeriod: false,
      daysUntilDeadline: 14,
      subscriptionDeadline: at(14).toISOString(),
      message: 'Your free trial ends in 14 days',
      category: 'trial',
      freeTrialDays: 14,
      gracePeriodDays: 3,
      subscriptionDetails: { plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
    });
  });

  it('counts whole days left, rounded up', () => {
    expect(status({ now: at(11) })).toMatchObject({
      daysUntilDeadline: 3,
      message: 'Your free trial ends in 3 days',
    });
    expect(status({ now: at(11, 1) }).daysUntilDeadline).toBe(3);
    expect(status({ now: at(10, DAY_MS - 1) }).daysUntilDeadline).toBe(4);
  });

  it('is still the trial 1 ms before its end, with 1 day left', () => {
    expect(status({ now: at(14, -1) })).toMatchObject({
      status: 'free_trial_active',
      daysUntilDeadline: 1,
      message: 'Your free trial ends in 1 day',
    });
  });

  it('enters the grace period exactly when the trial ends', () => {
    expect(status({ now: at(14) })).toEqual(
      expect.objectContaining({
        status: 'grace_period',
        hasFullAccess: true,
        requiresSubscription: false,
        inGracePeriod: true,
        daysUntilDeadline: 3,
        subscriptionDeadline: at(17).toISOString(),
        message: 'Your free trial has ended. Subscribe within 3 days to keep full access.',
        category: 'grace',
      }),
    );
    expect(status({ now: at(17, -1) })).toMatchObject({
      status: 'grace_period',
      daysUntilDeadline: 1,
      message: 'Your free trial has ended. Subscribe within 1 day to keep full access.',
    });
  });

  it('requires a subscription exactly when the grace period ends', () => {
    for (const now of [at(17), at(400)]) {
      expect(status({ now })).toEqual(
        expect.objectContaining({
          status: 'subscription_required',
          hasFullAccess: false,
          requiresSubscription: true,
          inGracePeriod: false,
          daysUntilDeadline: 0,
          subscriptionDeadline: at(17).toISOString(),
          message: 'Your free trial has expired. Please subscribe to modify or update items.',
          category: 'expired',
        }),
      );
    }
  });

  it('follows FREE_TRIAL_DAYS and GRACE_PERIOD_DAYS, including zero', () => {
    expect(status({ freeTrialDays: 30, now: at(29) })).toMatchObject({
      status: 'free_trial_active',
      daysUntilDeadline: 1,
      freeTrialDays: 30,
    });
    expect(status({ freeTrialDays: 0 })).toMatchObject({
      status: 'grace_period',
      daysUntilDeadline: 3,
    });
    expect(status({ gracePeriodDays: 0, now: at(14) })).toMatchObject({
      status: 'subscription_required',
      gracePeriodDays: 0,
    });
    expect(status({ freeTrialDays: 0, gracePeriodDays: 0 }).status).toBe('subscription_required');
  });
});

describe('computeTrialStatus: admins', () => {
  it.each(['admin', 'super_admin'] as const)('gives %s full access, whatever the dates', (role) => {
    expect(status({ adminRole: role, now: at(1000) })).toEqual(
      expect.objectContaining({
        status: 'admin_access',
        hasFullAccess: true,
        requiresSubscription: false,
        inGracePeriod: false,
        daysUntilDeadline: null,
        subscriptionDeadline: null,
        category: 'admin',
      }),
    );
  });

  it('puts the admin role before a subscription and a beta', () => {
    expect(status({ adminRole: 'admin', subscription: sub(), betaEndsAt: at(100) }).status).toBe(
      'admin_access',
    );
  });
});

describe('computeTrialStatus: subscriptions', () => {
  it('an active, renewing subscription is active_subscription with its plan', () => {
    expect(status({ now: at(400), subscription: sub({ currentPeriodEnd: at(410) }) })).toEqual(
      expect.objectContaining({
        status: 'active_subscription',
        hasFullAccess: true,
        requiresSubscription: false,
        daysUntilDeadline: 10,
        subscriptionDeadline: at(410).toISOString(),
        message: 'Your pro plan is active and renews in 10 days',
        category: 'subscription',
        subscriptionDetails: {
          plan: 'pro',
          currentPeriodEnd: at(410).toISOString(),
          cancelAtPeriodEnd: false,
        },
      }),
    );
  });

  it('a paid-up subscription that will not renew is subscribed', () => {
    const s = sub({ cancelAtPeriodEnd: true, currentPeriodEnd: at(401) });
    expect(status({ now: at(400), subscription: s })).toMatchObject({
      status: 'subscribed',
      hasFullAccess: true,
      daysUntilDeadline: 1,
      message: 'Your pro plan is paid up and ends in 1 day; it will not renew',
      subscriptionDetails: { plan: 'pro', cancelAtPeriodEnd: true },
    });
  });

  it('counts until the period end, then the grace period, then no access', () => {
    const s = sub({ currentPeriodEnd: at(400) });
    expect(status({ now: at(400, -1), subscription: s }).status).toBe('active_subscription');
    expect(status({ now: at(400), subscription: s })).toMatchObject({
      status: 'grace_period',
      hasFullAccess: true,
      inGracePeriod: true,
      daysUntilDeadline: 3,
      subscriptionDeadline: at(403).toISOString(),
      message: 'Your pro plan has ended. Renew within 3 days to keep full access.',
      category: 'grace',
      subscriptionDetails: { plan: 'pro', currentPeriodEnd: at(400).toISOString() },
    });
    expect(status({ now: at(403), subscription: s })).toMatchObject({
      status: 'subscription_required',
      message: 'Your subscription has expired. Please subscribe to modify or update items.',
      subscriptionDeadline: at(403).toISOString(),
      subscriptionDetails: { plan: null },
    });
    expect(status({ now: at(400), subscription: s, gracePeriodDays: 0 })).toMatchObject({
      status: 'subscription_required',
      subscriptionDeadline: at(400).toISOString(),
    });
  });

  it('a failed renewal (past_due) is the grace period from the failure', () => {
    const s = sub({ status: 'past_due', currentPeriodEnd: at(430), paymentFailedAt: at(400) });
    expect(status({ now: at(401), subscription: s })).toMatchObject({
      status: 'grace_period',
      hasFullAccess: true,
      inGracePeriod: true,
      daysUntilDeadline: 2,
      subscriptionDeadline: at(403).toISOString(),
      message:
        'Your last payment for the pro plan failed. Update your payment within 2 days to keep full access.',
    });
    expect(status({ now: at(403), subscription: s })).toMatchObject({
      status: 'subscription_required',
      hasFullAccess: false,
    });
  });

  it.each(['cancelled', 'past_due', 'expired'] as const)(
    'a %s subscription grants nothing, even inside its period',
    (subStatus) => {
      const s = sub({ status: subStatus, currentPeriodEnd: at(410) });
      expect(status({ now: at(400), subscription: s })).toMatchObject({
        status: 'subscription_required',
        hasFullAccess: false,
        subscriptionDeadline: at(400).toISOString(),
      });
    },
  );

  it('an ended subscription leaves an unfinished free trial running', () => {
    const s = sub({ currentPeriodEnd: at(5) });
    expect(status({ now: at(6), subscription: s })).toMatchObject({
      status: 'free_trial_active',
      daysUntilDeadline: 8,
    });
  });

  it('an active subscription wins over the free beta', () => {
    expect(status({ subscription: sub(), betaEndsAt: at(60) }).status).toBe('active_subscription');
  });
});

describe('computeTrialStatus: free beta', () => {
  it('is free_beta while more than 7 days remain', () => {
    expect(status({ betaEndsAt: at(30) })).toEqual(
      expect.objectContaining({
        status: 'free_beta',
        hasFullAccess: true,
        requiresSubscription: false,
        inGracePeriod: false,
        daysUntilDeadline: 30,
        subscriptionDeadline: at(30).toISOString(),
        message: 'Free beta access ends in 30 days.',
        category: 'beta',
      }),
    );
    expect(status({ betaEndsAt: at(7, 1) })).toMatchObject({
      status: 'free_beta',
      daysUntilDeadline: 8,
    });
  });

  it('is beta_ending_soon, still with full access, at 7 days or fewer', () => {
    expect(status({ betaEndsAt: at(7) })).toMatchObject({
      status: 'beta_ending_soon',
      hasFullAccess: true,
      daysUntilDeadline: 7,
      message: 'Free beta access ends in 7 days. Your 14-day free trial starts then.',
      category: 'beta',
    });
    expect(status({ betaEndsAt: at(0, 1) })).toMatchObject({
      status: 'beta_ending_soon',
      daysUntilDeadline: 1,
      message: 'Free beta access ends in 1 day. Your 14-day free trial starts then.',
    });
    expect(status({ betaEndsAt: at(3), freeTrialDays: 0 }).message).toBe(
      'Free beta access ends in 3 days. Subscribe to keep full access.',
    );
  });

  it('starts the free trial when the beta ends, for accounts made during the beta', () => {
    const betaEndsAt = at(50);
    expect(status({ betaEndsAt, now: at(50) })).toMatchObject({
      status: 'free_trial_active',
      daysUntilDeadline: 14,
      subscriptionDeadline: at(64).toISOString(),
    });
    expect(status({ betaEndsAt, now: at(64) }).status).toBe('grace_period');
    expect(status({ betaEndsAt, now: at(67) }).status).toBe('subscription_required');
  });

  it('starts the free trial at sign-up for accounts made after the beta', () => {
    const created = at(100);
    expect(status({ betaEndsAt: at(50), userCreatedAt: created, now: at(100) })).toMatchObject({
      status: 'free_trial_active',
      subscriptionDeadline: at(114).toISOString(),
    });
  });
});

describe('operation access', () => {
  it('knows read operations', () => {
    for (const op of ['read', 'view_sales', 'getBusiness', 'list-items', 'get.report'])
      expect(isReadOperation(op), op).toBe(true);
    for (const op of ['create_sale', 'update_item', 'delete', 'getaway', 'reader', 'readonly'])
      expect(isReadOperation(op), op).toBe(false);
  });

  it('lets users with full access do anything', () => {
    const trial = status();
    expect(decideOperationAccess(trial, 'create_sale')).toEqual({
      hasAccess: true,
      reason: trial.message,
      operation: 'create_sale',
      trialStatus: trial,
    });
    expect(decideOperationAccess(status({ now: at(15) }), 'delete_item').hasAccess).toBe(true);
  });

  it('lets users without access only read', () => {
    const expired = status({ now: at(20) });
    expect(decideOperationAccess(expired, 'view_inventory')).toMatchObject({
      hasAccess: true,
      reason: 'Read operations are always allowed',
    });
    expect(decideOperationAccess(expired, 'create_sale')).toMatchObject({
      hasAccess: false,
      reason: 'Your free trial has expired. Please subscribe to modify or update items.',
    });
  });
});
