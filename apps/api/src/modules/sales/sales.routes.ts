import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateSaleBodySchema,
  DeleteSaleResponseSchema,
  ListSalesQuerySchema,
  SaleListResponseSchema,
  SaleParamsSchema,
  SaleResponseSchema,
  UpdateSaleBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotentStatement } from '#src/platform/idempotency.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { foldChangeSignal } from '#src/modules/notifications/changes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import { offlineRefusalHooks } from './offline-refusals.ts';
import { createSale, refuseTakenSaleId, saleIdConflict } from './create-sale.ts';
import * as service from './sales.service.ts';

const tags = ['sales'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body is validated (404 first). */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/sales',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListSalesQuerySchema,
        response: { 200: SaleListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return fromReplica(app.deps, access.id, (db) => service.listSales(db, access, request.query));
    },
  );

  // A retry with the same Idempotency-Key, or a sale sent again with its own `id`, replays the
  // first answer and records nothing (one mechanism: platform/idempotency.ts); its `sentAt`
  // changes at every attempt, so it is not part of what the request asks. A refused sale
  // that was made offline notifies its seller (offline-refusals.ts has the rule).
  app.post(
    '/businesses/:id/sales',
    {
      ...write('create_sale'),
      ...offlineRefusalHooks(app.deps),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateSaleBodySchema,
        response: { 201: SaleResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      try {
        await withIdempotentStatement(
          request,
          reply,
          'create_sale',
          async (claim) => {
            const signal = await foldChangeSignal(request);
            const { sale, storedPayload } = await createSale(
              app.deps,
              app.deps.db,
              access,
              user,
              request.body,
              { claim, signal },
            );
            return { statusCode: 201, body: { sale }, storedPayload };
          },
          { clientId: request.body.id, conflict: saleIdConflict, unhashed: ['sentAt'] },
        );
      } catch (err) {
        await refuseTakenSaleId(app.deps.db, access, request.body.id, err);
        throw err;
      }
    },
  );

  app.get(
    '/businesses/:id/sales/:saleId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: SaleParamsSchema,
        response: { 200: SaleResponseSchema },
      },
    },
    async (request) => ({
      sale: await service.getSale(app.deps.db, currentBusiness(request), request.params.saleId),
    }),
  );

  app.put(
    '/businesses/:id/sales/:saleId',
    {
      ...write('update_sale'),
      schema: {
        tags,
        security,
        params: SaleParamsSchema,
        body: UpdateSaleBodySchema,
        response: { 200: SaleResponseSchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const sale = await service.updateSale(
        app.deps,
        app.deps.db,
        currentBusiness(request),
        user,
        request.params.saleId,
        request.body,
      );
      return { sale };
    },
  );

  app.delete(
    '/businesses/:id/sales/:saleId',
    {
      ...write('delete_sale'),
      schema: {
        tags,
        security,
        params: SaleParamsSchema,
        response: { 200: DeleteSaleResponseSchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return service.deleteSale(
        app.deps,
        app.deps.db,
        currentBusiness(request),
        user,
        request.params.saleId,
      );
    },
  );
};
