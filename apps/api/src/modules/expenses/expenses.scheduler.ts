import type { FastifyPluginAsync } from 'fastify';
import { materialiseDueExpenses } from './recurring.service.ts';

export const MATERIALISE_EVERY_MS = 60 * 60 * 1000;

/**
 * Records the recurring expenses that fell due: once when the server is ready, then every hour.
 * Every instance may run it (the runs serialise per schedule in the database). Reads made
 * before a run catch up by themselves (expenses, analytics and dashboard record what is due
 * for their business first), so the hour only matters for other readers.
 */
export const expensesScheduler: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const run = () => {
    if (running) return;
    running = materialiseDueExpenses(app.deps, app.deps.now())
      .then((recorded) => {
        if (recorded > 0) app.log.info({ recorded }, 'recurring expenses recorded');
      })
      .catch((err: unknown) => app.log.error({ err }, 'recording recurring expenses failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, MATERIALISE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
};
