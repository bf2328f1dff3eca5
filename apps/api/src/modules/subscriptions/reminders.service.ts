import { RENEWAL_REMINDER_DAYS } from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import * as repo from './subscriptions.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One reminder per threshold (7, 3, 1 days before the end) for each active, non-renewing
 * (Paystack) period: the tightest threshold reached is claimed, so a run that comes late sends
 * the one that matters now and never a second copy. The email is enqueued in the claim's
 * transaction (platform/mail.ts). Returns how many were sent.
 */
export async function sendRenewalReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const widest = Math.max(...RENEWAL_REMINDER_DAYS);
  const due = await repo.findNonRenewingEndingBetween(
    deps.db,
    now,
    new Date(now.getTime() + widest * DAY_MS),
  );
  const base = (deps.config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  let sent = 0;
  for (const sub of due) {
    const left = sub.currentPeriodEnd.getTime() - now.getTime();
    const days = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d * DAY_MS);
    if (days === undefined) continue;
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await repo.claimReminder(tx, sub.id, sub.currentPeriodEnd, days))) return false;
      const when = days === 1 ? 'tomorrow' : `in ${days} days`;
      await deps.mail.enqueue(tx, {
        to: sub.email,
        subject: `Your ShopBook ${sub.plan} plan ends ${when}`,
        text: [
          `Hello ${sub.username ?? ''},`.replace(' ,', ','),
          '',
          `Your ShopBook ${sub.plan} plan, paid by mobile money or card through Paystack, ends ${when}`,
          `(${sub.currentPeriodEnd.toUTCString()}). It does not renew by itself.`,
          '',
          `Pay for the next period here: ${base}/subscriptions`,
          '',
          'If you do not renew, you keep full access for the grace period, then your records become read only.',
        ].join('\n'),
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) void deps.mail.kick();
  return sent;
}
