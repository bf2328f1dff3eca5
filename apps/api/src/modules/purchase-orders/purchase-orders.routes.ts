import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreatePurchaseOrderBodySchema,
  ListPurchaseOrdersQuerySchema,
  PurchaseOrderListResponseSchema,
  PurchaseOrderParamsSchema,
  PurchaseOrderResponseSchema,
  ReceivePurchaseOrderBodySchema,
  ReorderSuggestionsQuerySchema,
  ReorderSuggestionsResponseSchema,
  UpdatePurchaseOrderBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotency } from '#src/platform/idempotency.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './purchase-orders.service.ts';
import { receiveOrder } from './receive.service.ts';
import { listReorderSuggestions } from './reorder.service.ts';

const tags = ['purchase-orders'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body (404 first). */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/purchase-orders',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListPurchaseOrdersQuerySchema,
        response: { 200: PurchaseOrderListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return {
        purchaseOrders: await fromReplica(app.deps, access.id, (db) =>
          service.listOrders(db, access, request.query),
        ),
      };
    },
  );

  app.post(
    '/businesses/:id/purchase-orders',
    {
      ...write('create_purchase_order'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreatePurchaseOrderBodySchema,
        response: { 201: PurchaseOrderResponseSchema },
      },
    },
    (request, reply) =>
      withIdempotency(request, reply, 'create_purchase_order', async (db) => ({
        statusCode: 201,
        body: {
          purchaseOrder: await service.createOrder(
            db,
            currentBusiness(request),
            currentAuth(request).user,
            request.body,
          ),
        },
      })),
  );

  app.get(
    '/businesses/:id/purchase-orders/:poId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: PurchaseOrderParamsSchema,
        response: { 200: PurchaseOrderResponseSchema },
      },
    },
    async (request) => ({
      purchaseOrder: await service.getOrder(
        app.deps.db,
        currentBusiness(request),
        request.params.poId,
      ),
    }),
  );

  app.put(
    '/businesses/:id/purchase-orders/:poId',
    {
      ...write('update_purchase_order'),
      schema: {
        tags,
        security,
        params: PurchaseOrderParamsSchema,
        body: UpdatePurchaseOrderBodySchema,
        response: { 200: PurchaseOrderResponseSchema },
      },
    },
    async (request) => ({
      purchaseOrder: await service.updateOrder(
        app.deps.db,
        currentBusiness(request),
        request.params.poId,
        request.body,
      ),
    }),
  );

  // Stock: a retry with the same Idempotency-Key replays the first answer and receives nothing.
  app.post(
    '/businesses/:id/purchase-orders/:poId/receipts',
    {
      ...write('receive_purchase_order'),
      schema: {
        tags,
        security,
        params: PurchaseOrderParamsSchema,
        body: ReceivePurchaseOrderBodySchema,
        response: { 201: PurchaseOrderResponseSchema },
      },
    },
    (request, reply) =>
      withIdempotency(request, reply, 'receive_purchase_order', async (db) => ({
        statusCode: 201,
        body: {
          purchaseOrder: await receiveOrder(
            app.deps,
            db,
            currentBusiness(request),
            currentAuth(request).user,
            request.params.poId,
            request.body,
          ),
        },
      })),
  );

  app.get(
    '/businesses/:id/reorder-suggestions',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ReorderSuggestionsQuerySchema,
        response: { 200: ReorderSuggestionsResponseSchema },
      },
    },
    async (request) => ({
      suggestions: await listReorderSuggestions(
        app.deps,
        currentBusiness(request),
        request.query.days,
      ),
    }),
  );
};
