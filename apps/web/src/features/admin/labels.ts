import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ADMIN_ACTIONS } from '@app/contracts/admin';
import type { TrialStatusValue } from '@app/contracts/trial';

/** SPEC section 4's trial status values, as the back office names them. */
const TRIAL_STATUS_LABELS: Record<TrialStatusValue, MessageDescriptor> = {
  free_beta: msg`Free beta`,
  beta_ending_soon: msg`Beta ending soon`,
  free_trial_active: msg`Free trial`,
  grace_period: msg`Grace period`,
  subscribed: msg`Subscribed`,
  active_subscription: msg`Active subscription`,
  admin_access: msg`Admin access`,
  subscription_required: msg`Subscription required`,
  error: msg({
    message: 'Error',
    context: 'trial status',
    comment: 'a trial status: it could not be worked out',
  }),
  unknown: msg({ message: 'Unknown', context: 'trial status' }),
};

type AdminAction = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];

/** The audit log's action codes (ADMIN_ACTIONS), as the back office names them. */
const AUDIT_ACTION_LABELS: Record<AdminAction, MessageDescriptor> = {
  make_admin: msg`made an admin`,
  remove_admin: msg`admin rights removed`,
  create_app_version: msg`app version created`,
  update_app_version: msg`app version changed`,
  delete_app_version: msg`app version deleted`,
  retry_job: msg`job retried`,
  discard_job: msg`job discarded`,
  send_test_email: msg`test email sent`,
  grant_plan: msg`plan granted`,
  extend_plan: msg`plan extended`,
  cancel_plan: msg`plan cancelled`,
};

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** A code the app does not know yet (a newer server's) shows as its words: "new_code" "new code". */
const asWords = (code: string) => code.replaceAll('_', ' ');

export function trialStatusLabel(i18n: I18n, status: string): string {
  return own(TRIAL_STATUS_LABELS, status) ? i18n._(TRIAL_STATUS_LABELS[status]) : asWords(status);
}

export function auditActionLabel(i18n: I18n, action: string): string {
  return own(AUDIT_ACTION_LABELS, action) ? i18n._(AUDIT_ACTION_LABELS[action]) : asWords(action);
}
