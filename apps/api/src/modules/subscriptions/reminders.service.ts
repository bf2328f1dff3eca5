import { RENEWAL_REMINDER_DAYS, type Language } from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import { formatDateTimeUtc, localeOf } from '#src/platform/i18n/format.ts';
import { translator } from '#src/platform/i18n/i18n.ts';
import type { OutgoingEmail } from '#src/platform/mail.ts';
import * as repo from './subscriptions.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminder in its reader's language; `days` 1 reads "tomorrow". */
export function renewalReminderEmail(input: {
  language: Language;
  to: string;
  username: string | null;
  plan: string;
  days: number;
  periodEnd: Date;
  payUrl: string;
}): OutgoingEmail {
  const t = translator(input.language);
  const { plan, days } = input;
  return {
    to: input.to,
    subject: t('email.renewal.subject', { plan, days }),
    text: [
      input.username
        ? t('email.renewal.hello', { username: input.username })
        : t('email.renewal.helloNoName'),
      '',
      t('email.renewal.ends', { plan, days }),
      t('email.renewal.endsAt', {
        date: formatDateTimeUtc(input.periodEnd, localeOf(input.language)),
      }),
      '',
      t('email.renewal.pay', { url: input.payUrl }),
      '',
      t('email.renewal.grace'),
    ].join('\n'),
  };
}

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
      await deps.mail.enqueue(
        tx,
        renewalReminderEmail({
          language: sub.language,
          to: sub.email,
          username: sub.username,
          plan: sub.plan,
          days,
          periodEnd: sub.currentPeriodEnd,
          payUrl: `${base}/subscriptions`,
        }),
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) void deps.mail.kick();
  return sent;
}
