import type { FastifyPluginAsync } from 'fastify';
import { STK_TIMEOUT_ATTEMPTS, STK_TIMEOUT_JOB, sweepStkPush } from './payments.service.ts';
import {
  PAYSTACK_TIMEOUT_ATTEMPTS,
  PAYSTACK_TIMEOUT_JOB,
  sweepPaystackCharge,
} from './paystack.service.ts';

/**
 * The sweeps of requests nobody answered: one job per STK push and per Paystack charge, through
 * the one job queue (platform/jobs.ts).
 */
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
  app.deps.jobs.register<{ paymentId: string }>(
    PAYSTACK_TIMEOUT_JOB,
    async (payload, { attempt, log }) => {
      const outcome = await sweepPaystackCharge(
        app.deps,
        payload.paymentId,
        attempt >= PAYSTACK_TIMEOUT_ATTEMPTS,
      );
      log.info({ paymentId: payload.paymentId, outcome }, 'Paystack charge swept');
    },
  );
};
