import type { FastifyPluginAsync } from 'fastify';
import { runScheduledBackup } from './backups.service.ts';

/**
 * BACKUP_SCHEDULE (cron, UTC): one backup per time across every instance (the job queue's
 * schedule), retried with back-off when it fails (S3 down, pg_dump missing), and logged.
 */
export const backupsScheduler: FastifyPluginAsync = async (app) => {
  const cron = app.deps.config.BACKUP_SCHEDULE;
  if (!cron) return;
  app.deps.jobs.schedule('scheduled_backup', { cron }, async (_payload, { log }) => {
    const started = performance.now();
    const backup = await runScheduledBackup(app.deps);
    log.info(
      { ...backup, ms: Math.round(performance.now() - started) },
      'scheduled backup written',
    );
  });
};
