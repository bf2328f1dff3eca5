import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** For the log line when a run fails. */
  name: string;
  everyMs: number;
  /** After the server is ready; 0 runs at once. */
  firstDelayMs: number;
  run: () => Promise<void>;
}

/**
 * Runs a job while the server is up: first after `firstDelayMs`, then every `everyMs`, never two
 * runs at once. A failed run is logged and the next one comes on schedule; closing the server
 * waits for a run in progress.
 */
export function registerPeriodicJob(app: FastifyInstance, job: PeriodicJob) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const runNow = () => {
    if (running || closed) return;
    running = job
      .run()
      .catch((err: unknown) => app.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      runNow();
      schedule(job.everyMs);
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    if (job.firstDelayMs === 0) runNow();
    schedule(job.firstDelayMs || job.everyMs);
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
