import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateStockEntryBodySchema,
  CreateStockEntryResponseSchema,
  ListStockQuerySchema,
  ProductStockParamsSchema,
  ProductStockQuerySchema,
  StockEntryListResponseSchema,
} from '@app/contracts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotentStatement } from '#src/platform/idempotency.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { foldChangeSignal } from '#src/modules/notifications/changes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import { createStockEntry } from './create-stock-entry.ts';
import * as service from './stock.service.ts';

const tags = ['stock'];
const security = [{ bearer: [] }];

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };

  // A retry with the same Idempotency-Key replays the first answer and records nothing.
  app.post(
    '/businesses/:id/stock',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member'), requireWriteAccess('adjust_stock')],
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateStockEntryBodySchema,
        response: { 201: CreateStockEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotentStatement(request, reply, 'create_stock_entry', async (claim) => {
        const signal = await foldChangeSignal(request);
        const db = app.deps.db;
        const read = await inventoryService.findItemAnswer(db, access, request.body.productId);
        const { storedPayload, ...body } = await createStockEntry(
          app.deps,
          db,
          access,
          user,
          request.body,
          read,
          { claim, signal },
        );
        return { statusCode: 201, body, storedPayload };
      });
    },
  );

  app.get(
    '/businesses/:id/stock',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListStockQuerySchema,
        response: { 200: StockEntryListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return fromReplica(app.deps, access.id, (db) =>
        service.listStockEntries(db, access, request.query),
      );
    },
  );

  app.get(
    '/businesses/:id/stock/product/:productId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: ProductStockParamsSchema,
        querystring: ProductStockQuerySchema,
        response: { 200: StockEntryListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      const item = await inventoryService.getItem(app.deps.db, access, request.params.productId);
      return service.listStockEntries(app.deps.db, access, {
        ...request.query,
        productId: item.id,
      });
    },
  );
};
