import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateStockCountBodySchema,
  ListStockCountsQuerySchema,
  SaveStockCountBodySchema,
  StockCountListResponseSchema,
  StockCountParamsSchema,
  StockCountResponseSchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './stock-counts.service.ts';

const tags = ['stock-counts'];
const security = [{ bearer: [] }];

/** Stock counts. Owners and managers count; the business check runs first (404). */
export const stockCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = {
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess('count_stock')],
  };
  const one = (request: { params: { countId: string } }) => request.params.countId;

  app.get(
    '/businesses/:id/stock-counts',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListStockCountsQuerySchema,
        response: { 200: StockCountListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return fromReplica(app.deps, access.id, (db) =>
        service.listStockCounts(db, access, request.query),
      );
    },
  );

  app.post(
    '/businesses/:id/stock-counts',
    {
      ...write,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateStockCountBodySchema,
        response: { 201: StockCountResponseSchema },
      },
    },
    async (request, reply) => {
      const stockCount = await service.createStockCount(
        app.deps.db,
        currentBusiness(request),
        currentAuth(request).user,
        request.body,
      );
      return reply.code(201).send({ stockCount });
    },
  );

  app.get(
    '/businesses/:id/stock-counts/:countId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: StockCountParamsSchema,
        response: { 200: StockCountResponseSchema },
      },
    },
    async (request) => ({
      stockCount: await service.getStockCount(app.deps.db, currentBusiness(request), one(request)),
    }),
  );

  // Idempotent by nature: a line's last save wins, so a phone resends without a key.
  app.put(
    '/businesses/:id/stock-counts/:countId',
    {
      ...write,
      schema: {
        tags,
        security,
        params: StockCountParamsSchema,
        body: SaveStockCountBodySchema,
        response: { 200: StockCountResponseSchema },
      },
    },
    async (request) => ({
      stockCount: await service.saveStockCount(
        app.deps.db,
        currentBusiness(request),
        currentAuth(request).user,
        one(request),
        request.body,
      ),
    }),
  );

  // Applying an applied count answers it unchanged: a retry writes nothing.
  app.post(
    '/businesses/:id/stock-counts/:countId/apply',
    {
      ...write,
      schema: {
        tags,
        security,
        params: StockCountParamsSchema,
        response: { 200: StockCountResponseSchema },
      },
    },
    async (request) => ({
      stockCount: await service.applyStockCount(
        app.deps,
        app.deps.db,
        currentBusiness(request),
        currentAuth(request).user,
        one(request),
      ),
    }),
  );

  app.post(
    '/businesses/:id/stock-counts/:countId/cancel',
    {
      ...write,
      schema: {
        tags,
        security,
        params: StockCountParamsSchema,
        response: { 200: StockCountResponseSchema },
      },
    },
    async (request) => ({
      stockCount: await service.cancelStockCount(
        app.deps.db,
        currentBusiness(request),
        currentAuth(request).user,
        one(request),
      ),
    }),
  );
};
