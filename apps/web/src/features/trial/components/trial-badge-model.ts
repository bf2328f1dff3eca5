import { BETA_WARNING_DAYS, TRIAL_WARNING_DAYS, type TrialStatus } from '@app/contracts';

/** SPEC section 4's urgency of the indicator, and the colour each one is drawn in. */
export type TrialUrgency = 'normal' | 'warning' | 'high' | 'critical';
export type TrialBadgeTone = 'primary' | 'warning' | 'danger' | 'critical';

export const URGENCY_TONE: Record<TrialUrgency, TrialBadgeTone> = {
  normal: 'primary',
  /** Orange: the beta (7 days or fewer) or the trial (3 or fewer) is ending. */
  warning: 'warning',
  /** Grace period: soft red, access still open. */
  high: 'danger',
  /** Subscription required: solid red, writes are refused. */
  critical: 'critical',
};

export interface TrialBadgeModel {
  /** Full text, e.g. 'Trial · 5 days left'. */
  label: string;
  /** Phone-width text, e.g. '5d left'. */
  short: string;
  urgency: TrialUrgency;
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
 * the grace period is high urgency (soft red) and subscription required critical (solid red).
 */
export function trialBadgeModel(
  status: TrialStatus | undefined,
  isAdmin: boolean,
): TrialBadgeModel | null {
  if (!status || isAdmin) return null;
  const days = status.daysUntilDeadline;
  const left = daysLeft(days);
  const urgent = (urgency: TrialUrgency) => ({ urgency, tone: URGENCY_TONE[urgency] });
  switch (status.status) {
    case 'free_beta':
    case 'beta_ending_soon': {
      const ending =
        status.status === 'beta_ending_soon' || (days !== null && days <= BETA_WARNING_DAYS);
      return {
        kind: 'beta',
        label: left.label ? `Beta · ${left.label}` : 'Free beta',
        short: left.short || 'Beta',
        ...urgent(ending ? 'warning' : 'normal'),
      };
    }
    case 'free_trial_active':
      return {
        kind: 'trial',
        label: left.label ? `Trial · ${left.label}` : 'Free trial',
        short: left.short || 'Trial',
        ...urgent(days !== null && days <= TRIAL_WARNING_DAYS ? 'warning' : 'normal'),
      };
    case 'grace_period':
      return {
        kind: 'grace',
        label: left.label ? `Grace period · ${left.label}` : 'Grace period',
        short: left.short || 'Grace',
        ...urgent('high'),
      };
    case 'subscription_required':
      return {
        kind: 'required',
        label: 'Subscription required',
        short: 'Upgrade',
        ...urgent('critical'),
      };
    default:
      return null;
  }
}
