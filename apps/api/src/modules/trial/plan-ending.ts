import type { FastifyPluginAsync } from 'fastify';
import { notifyUser, type ProductEvent } from '#src/modules/notifications/notifications.service.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { computeTrialStatus, DAY_MS, daysUntil } from './trial-status.ts';
import * as repo from './trial.repo.ts';

export const PLAN_ENDING_JOB = 'notifications.plan_ending';
/** How far ahead the user hears that their trial or plan ends. */
export const PLAN_ENDING_NOTICE_DAYS = 3;

/**
 * The daily look (once across instances, the job queue's schedule): each user whose free trial,
 * or paid plan that will not renew by itself, ends within 3 days hears it once per deadline (the
 * mark is keyed by the deadline, so the next trial or period is a new occurrence). Their trial
 * status decides, as it does for the app's indicator. Returns how many were notified.
 */
export async function notifyPlansEnding(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const until = new Date(now.getTime() + PLAN_ENDING_NOTICE_DAYS * DAY_MS);
  const { FREE_TRIAL_DAYS, GRACE_PERIOD_DAYS } = deps.config;
  const betaEndsAt = deps.config.BETA_ENDS_AT ?? null;
  const candidates = new Map(
    [
      ...(await repo.findTrialsEndingBetween(deps.db, now, until, FREE_TRIAL_DAYS, betaEndsAt)),
      ...(await repo.findPlansEndingBetween(deps.db, now, until)),
    ].map((c) => [c.id, c]),
  );
  let notified = 0;
  for (const user of candidates.values()) {
    const subscription = await repo.findDecisiveSubscription(deps.db, user.id, now);
    const status = computeTrialStatus({
      now,
      userCreatedAt: new Date(user.created_at),
      adminRole: user.admin_role,
      subscription,
      freeTrialDays: FREE_TRIAL_DAYS,
      gracePeriodDays: GRACE_PERIOD_DAYS,
      betaEndsAt,
    });
    if (!status.subscriptionDeadline) continue;
    const deadline = new Date(status.subscriptionDeadline);
    if (deadline <= now || deadline > until) continue;
    const days = daysUntil(now, deadline);
    let event: { kind: string; text: ProductEvent['text'] } | null = null;
    if (status.status === 'free_trial_active') {
      event = {
        kind: 'trial',
        text: (language) => ({
          title: translate(language, 'notification.trialEnding.title', { days }),
          body: translate(language, 'notification.trialEnding.body'),
        }),
      };
    } else if (
      subscription &&
      (status.status === 'subscribed' ||
        (status.status === 'active_subscription' &&
          !(await repo.renewsByItself(deps.db, user.id, subscription.currentPeriodEnd))))
    ) {
      const plan = subscription.plan;
      event = {
        kind: 'plan',
        text: (language) => ({
          title: translate(language, 'notification.planEnding.title', { plan, days }),
          body: translate(language, 'notification.planEnding.body'),
        }),
      };
    }
    if (!event) continue;
    const sent = await notifyUser(deps, user.id, {
      source: 'plan_ending',
      text: event.text,
      actionUrl: '/subscriptions',
      metadata: { kind: event.kind, deadline: deadline.toISOString() },
      isImportant: true,
      onceKey: `${event.kind}:${deadline.toISOString()}`,
    });
    if (sent) notified++;
  }
  return notified;
}

export const planEndingNotifications: FastifyPluginAsync = async (app) => {
  app.deps.jobs.schedule(
    PLAN_ENDING_JOB,
    { everyMs: DAY_MS, firstDelayMs: 5 * 60_000 },
    async (_payload, { log }) => {
      const notified = await notifyPlansEnding(app.deps);
      if (notified > 0) log.info({ notified }, 'plan ending notifications sent');
    },
  );
};
