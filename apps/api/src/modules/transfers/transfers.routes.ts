import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessIdParamsSchema,
  CreateTransferBodySchema,
  ListTransfersQuerySchema,
  TransferListResponseSchema,
  TransferResponseSchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotency } from '#src/platform/idempotency.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './transfers.service.ts';

const tags = ['transfers'];
const security = [{ bearer: [] }];
const TransferParamsSchema = z.object({ id: z.string(), transferId: z.string() });

/**
 * Transfers between an owner's businesses. Only the owner sends (a manager of one
 * business may not move its stock to another); both sides list them.
 */
export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };

  app.get(
    '/businesses/:id/transfers',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListTransfersQuerySchema,
        response: { 200: TransferListResponseSchema },
      },
    },
    async (request) =>
      service.listTransfers(app.deps.db, currentBusiness(request), request.query.limit),
  );

  app.get(
    '/businesses/:id/transfers/:transferId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: TransferParamsSchema,
        response: { 200: TransferResponseSchema },
      },
    },
    async (request) => ({
      transfer: await service.getTransfer(
        app.deps.db,
        currentBusiness(request),
        request.params.transferId,
      ),
    }),
  );

  // A retry with the same Idempotency-Key replays the first answer and moves nothing.
  app.post(
    '/businesses/:id/transfers',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('owner'), requireWriteAccess('transfer_stock')],
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateTransferBodySchema,
        response: { 201: TransferResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotency(request, reply, 'create_transfer', async (db) => ({
        statusCode: 201,
        body: {
          transfer: await service.createTransfer(app.deps, db, access, user, request.body),
        },
      }));
      // The sending business's signal rides in the transaction; the receiving one's follows.
      if (reply.statusCode === 201) {
        await service.signalReceivingBusiness(app.deps, request.body.toBusinessId, request.log);
      }
    },
  );
};
