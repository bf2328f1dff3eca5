import type { FastifyPluginAsync } from 'fastify';
import { sweepOrphanFiles } from './uploads.service.ts';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes orphaned uploads every hour, once across all instances (the job queue's schedule). */
export const uploadsSweeper: FastifyPluginAsync = async (app) => {
  app.deps.jobs.schedule(
    'sweep_orphan_uploads',
    { everyMs: SWEEP_EVERY_MS, firstDelayMs: 10 * 60 * 1000 },
    async (_payload, { log }) => {
      const removed = await sweepOrphanFiles(app.deps, app.deps.now());
      if (removed > 0) log.info({ removed }, 'orphaned uploads removed');
    },
  );
};
