import type { FastifyPluginAsync } from 'fastify';
import { materialiseDueExpenses } from './recurring.service.ts';

export const MATERIALISE_EVERY_MS = 60 * 60 * 1000;

/**
 * Records the recurring expenses that fell due, every hour, once across all instances (the job
 * queue's schedule); the first run comes soon after the schedule is first created. Reads made
 * between runs catch up by themselves (expenses, analytics and dashboard record what is due for
 * their business first), so the hour only matters for other readers.
 */
export const expensesScheduler: FastifyPluginAsync = async (app) => {
  app.deps.jobs.schedule(
    'record_recurring_expenses',
    { everyMs: MATERIALISE_EVERY_MS, firstDelayMs: 0 },
    async (_payload, { log }) => {
      const recorded = await materialiseDueExpenses(app.deps, app.deps.now());
      if (recorded > 0) log.info({ recorded }, 'recurring expenses recorded');
    },
  );
};
