import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateRefundBodySchema, RefundResponseSchema, SaleParamsSchema } from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotency } from '#src/platform/idempotency.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './refunds.service.ts';

const tags = ['sales'];
const security = [{ bearer: [] }];

/**
 * POST /businesses/{id}/sales/{saleId}/refunds. Owners and managers, as for sales; the
 * business check runs before the body is validated (404 first). Idempotent the one way
 * (platform/idempotency.ts): a retry with the same Idempotency-Key, or a refund sent again with
 * its own client-made `id` (an offline queue), replays the first answer and writes nothing.
 */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/businesses/:id/sales/:saleId/refunds',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member'), requireWriteAccess('create_refund')],
      schema: {
        tags,
        security,
        params: SaleParamsSchema,
        body: CreateRefundBodySchema,
        response: { 201: RefundResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotency(
        request,
        reply,
        'create_refund',
        async (db) => ({
          statusCode: 201,
          body: {
            refund: await service.createRefund(
              app.deps,
              db,
              access,
              user,
              request.params.saleId,
              request.body,
            ),
          },
        }),
        { clientId: request.body.id, conflict: service.refundIdConflict },
      );
    },
  );
};
