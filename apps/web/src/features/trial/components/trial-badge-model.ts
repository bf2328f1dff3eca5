import { BETA_WARNING_DAYS, TRIAL_WARNING_DAYS, type TrialStatus } from '@app/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n as appI18n } from '#src/i18n/activate.ts';

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

function daysLeft(i18n: I18n, days: number | null): { label: string; short: string } {
  if (days === null) return { label: '', short: '' };
  if (days <= 0) {
    return {
      label: i18n._(msg({ message: 'last day', comment: 'in "Trial · last day"' })),
      short: i18n._(msg`Last day`),
    };
  }
  return {
    label: i18n._(msg`${plural(days, { one: '# day left', other: '# days left' })}`),
    short: i18n._(msg({ message: `${days}d left`, comment: 'd: days; for a narrow phone screen' })),
  };
}

/**
 * What the trial pill shows (SPEC section 4), or null when it is hidden: admins, subscribers and
 * unknown/error states see nothing. Beta turns orange at 7 days or fewer, the trial at 3 or fewer;
 * the grace period is high urgency (soft red) and subscription required critical (solid red).
 */
export function trialBadgeModel(
  status: TrialStatus | undefined,
  isAdmin: boolean,
  i18n: I18n = appI18n,
): TrialBadgeModel | null {
  if (!status || isAdmin) return null;
  const days = status.daysUntilDeadline;
  const left = daysLeft(i18n, days);
  const when = left.label;
  const urgent = (urgency: TrialUrgency) => ({ urgency, tone: URGENCY_TONE[urgency] });
  switch (status.status) {
    case 'free_beta':
    case 'beta_ending_soon': {
      const ending =
        status.status === 'beta_ending_soon' || (days !== null && days <= BETA_WARNING_DAYS);
      return {
        kind: 'beta',
        label: when ? i18n._(msg`Beta · ${when}`) : i18n._(msg`Free beta`),
        short: left.short || i18n._(msg`Beta`),
        ...urgent(ending ? 'warning' : 'normal'),
      };
    }
    case 'free_trial_active':
      return {
        kind: 'trial',
        label: when ? i18n._(msg`Trial · ${when}`) : i18n._(msg`Free trial`),
        short: left.short || i18n._(msg`Trial`),
        ...urgent(days !== null && days <= TRIAL_WARNING_DAYS ? 'warning' : 'normal'),
      };
    case 'grace_period':
      return {
        kind: 'grace',
        label: when ? i18n._(msg`Grace period · ${when}`) : i18n._(msg`Grace period`),
        short: left.short || i18n._(msg({ message: 'Grace', comment: 'short for grace period' })),
        ...urgent('high'),
      };
    case 'subscription_required':
      return {
        kind: 'required',
        label: i18n._(msg`Subscription required`),
        short: i18n._(msg`Upgrade`),
        ...urgent('critical'),
      };
    default:
      return null;
  }
}
