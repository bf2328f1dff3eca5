import type { FastifyPluginAsync } from 'fastify';
import { sendRenewalReminders } from './reminders.service.ts';

export const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/**
 * Mobile money does not renew by itself: every hour, once across instances (the job queue's
 * schedule), owners whose paid period ends in 7, 3 or 1 days get an email with a pay link.
 */
export const subscriptionsScheduler: FastifyPluginAsync = async (app) => {
  app.deps.jobs.schedule(
    'subscription_renewal_reminders',
    { everyMs: REMINDERS_EVERY_MS, firstDelayMs: 60_000 },
    async (_payload, { log }) => {
      const sent = await sendRenewalReminders(app.deps);
      if (sent > 0) log.info({ sent }, 'subscription renewal reminders sent');
    },
  );
};
