import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParamsSchema, DashboardResponseSchema } from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import * as service from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/businesses/:id/dashboard',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member')],
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        params: BusinessIdParamsSchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request) => service.getDashboard(app.deps, currentBusiness(request)),
  );
};
