import type { FastifyPluginAsync } from 'fastify';
import { STK_TIMEOUT_ATTEMPTS, STK_TIMEOUT_JOB, sweepStkPush } from './payments.service.ts';

/** The STK push timeout sweep: one job per push, through the one job queue (platform/jobs.ts). */
export const paymentsScheduler: FastifyPluginAsync = async (app) => {
  app.deps.jobs.register<{ paymentId: string }>(
    STK_TIMEOUT_JOB,
    async (payload, { attempt, log }) => {
      const outcome = await sweepStkPush(
        app.deps,
        payload.paymentId,
        attempt >= STK_TIMEOUT_ATTEMPTS,
      );
      log.info({ paymentId: payload.paymentId, outcome }, 'STK push swept');
    },
  );
};
