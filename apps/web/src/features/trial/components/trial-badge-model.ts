import { BETA_WARNING_DAYS, TRIAL_WARNING_DAYS, type TrialStatus } from '@app/contracts';

export type TrialBadgeTone = 'primary' | 'warning' | 'danger';

export interface TrialBadgeModel {
  /** Full text, e.g. 'Trial · 5 days left'. */
  label: string;
  /** Phone-width text, e.g. '5d left'. */
  short: string;
  tone: TrialBadgeTone;
  kind: 'beta' | 'trial' | 'grace' | 'required';
}

function daysLeft(days: number | null): { label: string; short: string } {
  if (days === null) return { label: '', short: '' };
  if (days <= 0) return { label: 'last day', short: 'Last day' };
  return { label: days === 1 ? '1 day left' : `${days} days left`, short: `${days}d left` };
}

/**
 * What the trial pill shows (SPEC section 4), or null when it is hidden: admins, subscribers and
 * unknown/error states see nothing. Beta turns orange at 7 days or fewer, the trial at 3 or fewer;
 * grace period and subscription required are red.
 */
export function trialBadgeModel(
  status: TrialStatus | undefined,
  isAdmin: boolean,
): TrialBadgeModel | null {
  if (!status || isAdmin) return null;
  const days = status.daysUntilDeadline;
  const left = daysLeft(days);
  switch (status.status) {
    case 'free_beta':
    case 'beta_ending_soon': {
      const ending =
        status.status === 'beta_ending_soon' || (days !== null && days <= BETA_WARNING_DAYS);
      return {
        kind: 'beta',
        label: left.label ? `Beta · ${left.label}` : 'Free beta',
        short: left.short || 'Beta',
        tone: ending ? 'warning' : 'primary',
      };
    }
    case 'free_trial_active':
      return {
        kind: 'trial',
        label: left.label ? `Trial · ${left.label}` : 'Free trial',
        short: left.short || 'Trial',
        tone: days !== null && days <= TRIAL_WARNING_DAYS ? 'warning' : 'primary',
      };
    case 'grace_period':
      return {
        kind: 'grace',
        label: left.label ? `Grace period · ${left.label}` : 'Grace period',
        short: left.short || 'Grace',
        tone: 'danger',
      };
    case 'subscription_required':
      return { kind: 'required', label: 'Subscription required', short: 'Upgrade', tone: 'danger' };
    default:
      return null;
  }
}
