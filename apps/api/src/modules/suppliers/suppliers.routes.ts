import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateSupplierBodySchema,
  CreateSupplierPaymentBodySchema,
  DeleteSupplierResponseSchema,
  ListSuppliersQuerySchema,
  SupplierListResponseSchema,
  SupplierParamsSchema,
  SupplierPaymentListResponseSchema,
  SupplierPaymentResponseSchema,
  SupplierResponseSchema,
  UpdateSupplierBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotency } from '#src/platform/idempotency.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './suppliers.service.ts';

const tags = ['suppliers'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body (404 first). */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/suppliers',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListSuppliersQuerySchema,
        response: { 200: SupplierListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return {
        suppliers: await fromReplica(app.deps, access.id, (db) =>
          service.listSuppliers(db, access, request.query),
        ),
      };
    },
  );

  app.post(
    '/businesses/:id/suppliers',
    {
      ...write('create_supplier'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateSupplierBodySchema,
        response: { 201: SupplierResponseSchema },
      },
    },
    async (request, reply) => {
      const supplier = await service.createSupplier(
        app.deps.db,
        currentBusiness(request),
        request.body,
      );
      return reply.code(201).send({ supplier });
    },
  );

  app.get(
    '/businesses/:id/suppliers/:supplierId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: SupplierParamsSchema,
        response: { 200: SupplierResponseSchema },
      },
    },
    async (request) => ({
      supplier: await service.getSupplier(
        app.deps.db,
        currentBusiness(request),
        request.params.supplierId,
      ),
    }),
  );

  app.put(
    '/businesses/:id/suppliers/:supplierId',
    {
      ...write('update_supplier'),
      schema: {
        tags,
        security,
        params: SupplierParamsSchema,
        body: UpdateSupplierBodySchema,
        response: { 200: SupplierResponseSchema },
      },
    },
    async (request) => ({
      supplier: await service.updateSupplier(
        app.deps.db,
        currentBusiness(request),
        request.params.supplierId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/suppliers/:supplierId',
    {
      ...write('delete_supplier'),
      schema: {
        tags,
        security,
        params: SupplierParamsSchema,
        response: { 200: DeleteSupplierResponseSchema },
      },
    },
    async (request) =>
      service.deleteSupplier(app.deps.db, currentBusiness(request), request.params.supplierId),
  );

  app.get(
    '/businesses/:id/suppliers/:supplierId/payments',
    {
      ...read,
      schema: {
        tags,
        security,
        params: SupplierParamsSchema,
        response: { 200: SupplierPaymentListResponseSchema },
      },
    },
    async (request) => ({
      payments: await service.listPayments(
        app.deps.db,
        currentBusiness(request),
        request.params.supplierId,
      ),
    }),
  );

  // Money: a retry with the same Idempotency-Key replays the first answer and records nothing.
  app.post(
    '/businesses/:id/suppliers/:supplierId/payments',
    {
      ...write('create_supplier_payment'),
      schema: {
        tags,
        security,
        params: SupplierParamsSchema,
        body: CreateSupplierPaymentBodySchema,
        response: { 201: SupplierPaymentResponseSchema },
      },
    },
    (request, reply) =>
      withIdempotency(request, reply, 'create_supplier_payment', async (db) => ({
        statusCode: 201,
        body: await service.createPayment(
          app.deps,
          db,
          currentBusiness(request),
          currentAuth(request).user,
          request.params.supplierId,
          request.body,
        ),
      })),
  );
};
