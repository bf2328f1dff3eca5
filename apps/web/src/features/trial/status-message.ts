import type { TrialStatus } from '@app/contracts/trial';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The trial status's sentence in the reader's language. The server writes it in English
 * (`message`, SPEC's wording, which English readers keep as it came); other languages are written
 * here from the status's category, days and plan, the parts the sentence is made of.
 */
export function trialStatusMessage(status: TrialStatus, i18n: I18n): string {
  if (i18n.locale === 'en') return status.message;
  const days = status.daysUntilDeadline ?? 0;
  const plan = status.subscriptionDetails.plan ?? '';
  switch (status.category) {
    case 'admin':
      return i18n._(msg`You have full access as an administrator`);
    case 'subscription':
      return status.subscriptionDetails.cancelAtPeriodEnd
        ? i18n._(
            msg`Your ${plan} plan is paid up and ends in ${plural(days, { one: '# day', other: '# days' })}; it will not renew`,
          )
        : i18n._(
            msg`Your ${plan} plan is active and renews in ${plural(days, { one: '# day', other: '# days' })}`,
          );
    case 'beta':
      return i18n._(
        msg`Free beta access ends in ${plural(days, { one: '# day', other: '# days' })}.`,
      );
    case 'trial':
      return i18n._(
        msg`Your free trial ends in ${plural(days, { one: '# day', other: '# days' })}`,
      );
    case 'grace':
      return plan
        ? i18n._(
            msg`Your ${plan} plan has ended. Renew within ${plural(days, { one: '# day', other: '# days' })} to keep full access.`,
          )
        : i18n._(
            msg`Your free trial has ended. Subscribe within ${plural(days, { one: '# day', other: '# days' })} to keep full access.`,
          );
    case 'expired':
      return plan
        ? i18n._(msg`Your subscription has expired. Please subscribe to modify or update items.`)
        : i18n._(msg`Your free trial has expired. Please subscribe to modify or update items.`);
    default:
      return status.message;
  }
}
