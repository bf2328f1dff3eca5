import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  BusinessIdParamsSchema,
} from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import * as service from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/businesses/:id/analytics',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member')],
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        params: BusinessIdParamsSchema,
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsResponseSchema },
      },
    },
    async (request) => service.getAnalytics(app.deps, currentBusiness(request), request.query),
  );
};
