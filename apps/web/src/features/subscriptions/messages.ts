import type { SUBSCRIPTION_BENEFITS } from '@app/contracts';
import { type PlanId } from '@app/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The plans page's words for what the server sends as data: the benefits (SPEC's English, the
 * same list on every server), the plans' names by id, the billing period and payment statuses.
 * Anything else the server sends (a new plan, a new benefit) is shown as it came.
 */
const BENEFITS: Record<(typeof SUBSCRIPTION_BENEFITS)[number], MessageDescriptor> = {
  'Unlimited Access': msg({ message: 'Unlimited Access', comment: 'a paid benefit' }),
  'AI Business Assistant': msg({ message: 'AI Business Assistant', comment: 'a paid benefit' }),
  'Multi-User Management': msg({ message: 'Multi-User Management', comment: 'a paid benefit' }),
  'Cloud Sync': msg({ message: 'Cloud Sync', comment: 'a paid benefit' }),
  'Advanced Analytics': msg({ message: 'Advanced Analytics', comment: 'a paid benefit' }),
  'Priority Support': msg({ message: 'Priority Support', comment: 'a paid benefit' }),
};

export function benefitText(i18n: I18n, benefit: string): string {
  const descriptor = BENEFITS[benefit as keyof typeof BENEFITS];
  return descriptor ? i18n._(descriptor) : benefit;
}

const PLAN_NAMES: Record<PlanId, MessageDescriptor> = {
  monthly: msg({ message: 'Monthly', comment: 'the monthly plan' }),
  yearly: msg({ message: 'Yearly', comment: 'the yearly plan' }),
};

/** The plan's name by its id ('monthly'), else the name the server gave. */
export function planName(i18n: I18n, id: string, fallback: string = id): string {
  const descriptor = PLAN_NAMES[id as PlanId];
  return descriptor ? i18n._(descriptor) : fallback;
}

/** The buy button: whole sentences per plan, since languages word them differently. */
const SUBSCRIBE: Record<PlanId, MessageDescriptor> = {
  monthly: msg`Subscribe monthly`,
  yearly: msg`Subscribe yearly`,
};
const PAY_FOR: Record<PlanId, MessageDescriptor> = {
  monthly: msg`Pay for monthly`,
  yearly: msg`Pay for yearly`,
};

export function buyLabel(i18n: I18n, plan: PlanId, renewing: boolean): string {
  return i18n._((renewing ? PAY_FOR : SUBSCRIBE)[plan]);
}

const INTERVALS: Record<string, MessageDescriptor> = {
  month: msg({ message: 'month', comment: 'in a price: $9.99 / month' }),
  year: msg({ message: 'year', comment: 'in a price: $99 / year' }),
};

export function intervalText(i18n: I18n, interval: string): string {
  const descriptor = INTERVALS[interval];
  return descriptor ? i18n._(descriptor) : interval;
}

const PAYMENT_STATUSES: Record<string, MessageDescriptor> = {
  paid: msg({ message: 'paid', comment: 'a payment in the billing history' }),
  granted: msg({ message: 'granted', comment: 'a period given by ShopBook, not paid' }),
  failed: msg({ message: 'failed', comment: 'a payment in the billing history' }),
  cancelled: msg({ message: 'cancelled', comment: 'a payment in the billing history' }),
};

export function paymentStatusText(i18n: I18n, status: string): string {
  const descriptor = PAYMENT_STATUSES[status];
  return descriptor ? i18n._(descriptor) : status;
}
