import { describe, expect, it } from 'vitest';
import type { TrialStatus, TrialStatusValue } from '@app/contracts';
import { trialBadgeModel } from './trial-badge-model.ts';

function status(value: TrialStatusValue, days: number | null): TrialStatus {
  return {
    status: value,
    trialStatus: value,
    hasFullAccess: value !== 'subscription_required',
    requiresSubscription: value === 'subscription_required',
    inGracePeriod: value === 'grace_period',
    daysUntilDeadline: days,
    subscriptionDeadline: null,
    message: '',
    category: 'trial',
    freeTrialDays: 14,
    gracePeriodDays: 3,
    subscriptionDetails: { plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
  };
}

describe('trial badge (SPEC section 4)', () => {
  it('is hidden for admins, subscribers and unknown states', () => {
    expect(trialBadgeModel(status('free_trial_active', 5), true)).toBeNull();
    for (const value of [
      'admin_access',
      'subscribed',
      'active_subscription',
      'error',
      'unknown',
    ] as const) {
      expect(trialBadgeModel(status(value, 5), false)).toBeNull();
    }
    expect(trialBadgeModel(undefined, false)).toBeNull();
  });

  it('a trial turns orange at 3 days or fewer', () => {
    expect(trialBadgeModel(status('free_trial_active', 4), false)).toMatchObject({
      tone: 'primary',
      label: 'Trial · 4 days left',
      short: '4d left',
    });
    expect(trialBadgeModel(status('free_trial_active', 3), false)?.tone).toBe('warning');
    expect(trialBadgeModel(status('free_trial_active', 1), false)?.label).toBe(
      'Trial · 1 day left',
    );
  });

  it('the beta turns orange at 7 days or fewer', () => {
    expect(trialBadgeModel(status('free_beta', 8), false)?.tone).toBe('primary');
    expect(trialBadgeModel(status('free_beta', 7), false)?.tone).toBe('warning');
    expect(trialBadgeModel(status('beta_ending_soon', 20), false)?.tone).toBe('warning');
  });

  it('the grace period is high urgency, subscription required critical: two different reds', () => {
    expect(trialBadgeModel(status('grace_period', 2), false)).toMatchObject({
      urgency: 'high',
      tone: 'danger',
      label: 'Grace period · 2 days left',
    });
    expect(trialBadgeModel(status('subscription_required', 0), false)).toMatchObject({
      urgency: 'critical',
      tone: 'critical',
      label: 'Subscription required',
    });
  });
});
