import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';

/** Every module of the API, mounted under /api: the whole surface in one place. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
