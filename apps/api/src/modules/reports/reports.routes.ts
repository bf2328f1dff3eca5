import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParamsSchema, StockReportResponseSchema } from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import * as service from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/businesses/:id/reports/stock',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member')],
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        params: BusinessIdParamsSchema,
        response: { 200: StockReportResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return fromReplica(app.deps, access.id, (db) =>
        service.getStockReport(db, access, app.deps.now()),
      );
    },
  );
};
