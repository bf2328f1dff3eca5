import type { FastifyPluginAsync } from 'fastify';
import { registerPeriodicJob } from '#src/platform/periodic.ts';
import { materialiseDueExpenses } from './recurring.service.ts';

export const MATERIALISE_EVERY_MS = 60 * 60 * 1000;

/**
 * Records the recurring expenses that fell due: once when the server is ready, then every hour.
 * Every instance may run it (the runs serialise per schedule in the database). Reads made
 * before a run catch up by themselves (expenses, analytics and dashboard record what is due
 * for their business first), so the hour only matters for other readers.
 */
export const expensesScheduler: FastifyPluginAsync = async (app) => {
  registerPeriodicJob(app, {
    name: 'recording recurring expenses',
    everyMs: MATERIALISE_EVERY_MS,
    firstDelayMs: 0,
    run: async () => {
      const recorded = await materialiseDueExpenses(app.deps, app.deps.now());
      if (recorded > 0) app.log.info({ recorded }, 'recurring expenses recorded');
    },
  });
};
