import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { trialRoutes } from './trial/trial.routes.ts';

/** Every module of the API, mounted under /api: the whole surface in one place. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(trialRoutes);
};
