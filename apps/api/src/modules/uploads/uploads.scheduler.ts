import type { FastifyPluginAsync } from 'fastify';
import { registerPeriodicJob } from '#src/platform/periodic.ts';
import { sweepOrphanFiles } from './uploads.service.ts';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes orphaned uploads every hour, the first time ten minutes after start. */
export const uploadsSweeper: FastifyPluginAsync = async (app) => {
  registerPeriodicJob(app, {
    name: 'sweeping orphaned uploads',
    everyMs: SWEEP_EVERY_MS,
    firstDelayMs: 10 * 60 * 1000,
    run: async () => {
      const removed = await sweepOrphanFiles(app.deps, app.deps.now());
      if (removed > 0) app.log.info({ removed }, 'orphaned uploads removed');
    },
  });
};
