import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateCustomerBodySchema,
  CreateCustomerPaymentBodySchema,
  CustomerListResponseSchema,
  CustomerParamsSchema,
  CustomerPaymentListResponseSchema,
  CustomerPaymentResponseSchema,
  CustomerResponseSchema,
  CustomerSalesQuerySchema,
  DeleteCustomerResponseSchema,
  ListCustomerPaymentsQuerySchema,
  ListCustomersQuerySchema,
  SaleListResponseSchema,
  UpdateCustomerBodySchema,
} from '@app/contracts';
import * as salesService from '#src/modules/sales/sales.service.ts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotentStatement } from '#src/platform/idempotency.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { foldChangeSignal } from '#src/modules/notifications/changes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './customers.service.ts';

const tags = ['customers'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body is validated (404 first). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/customers',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListCustomersQuerySchema,
        response: { 200: CustomerListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return fromReplica(app.deps, access.id, (db) =>
        service.listCustomers(db, access, request.query),
      );
    },
  );

  app.post(
    '/businesses/:id/customers',
    {
      ...write('create_customer'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateCustomerBodySchema,
        response: { 201: CustomerResponseSchema },
      },
    },
    async (request, reply) => {
      const customer = await service.createCustomer(
        app.deps.db,
        currentBusiness(request),
        request.body,
      );
      return reply.code(201).send({ customer });
    },
  );

  app.get(
    '/businesses/:id/customers/:customerId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: CustomerParamsSchema,
        response: { 200: CustomerResponseSchema },
      },
    },
    async (request) => ({
      customer: await service.getCustomer(
        app.deps.db,
        currentBusiness(request),
        request.params.customerId,
      ),
    }),
  );

  app.put(
    '/businesses/:id/customers/:customerId',
    {
      ...write('update_customer'),
      schema: {
        tags,
        security,
        params: CustomerParamsSchema,
        body: UpdateCustomerBodySchema,
        response: { 200: CustomerResponseSchema },
      },
    },
    async (request) => ({
      customer: await service.updateCustomer(
        app.deps.db,
        currentBusiness(request),
        request.params.customerId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/customers/:customerId',
    {
      ...write('delete_customer'),
      schema: {
        tags,
        security,
        params: CustomerParamsSchema,
        response: { 200: DeleteCustomerResponseSchema },
      },
    },
    async (request) =>
      service.deleteCustomer(app.deps.db, currentBusiness(request), request.params.customerId),
  );

  // The customer's purchase history: the sales list, filtered to them.
  app.get(
    '/businesses/:id/customers/:customerId/sales',
    {
      ...read,
      schema: {
        tags,
        security,
        params: CustomerParamsSchema,
        querystring: CustomerSalesQuerySchema,
        response: { 200: SaleListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      const customer = await service.getCustomer(app.deps.db, access, request.params.customerId);
      return salesService.listSales(app.deps.db, access, {
        ...request.query,
        customerId: customer.id,
      });
    },
  );

  app.get(
    '/businesses/:id/customers/:customerId/payments',
    {
      ...read,
      schema: {
        tags,
        security,
        params: CustomerParamsSchema,
        querystring: ListCustomerPaymentsQuerySchema,
        response: { 200: CustomerPaymentListResponseSchema },
      },
    },
    async (request) =>
      service.listPayments(
        app.deps.db,
        currentBusiness(request),
        request.params.customerId,
        request.query,
      ),
  );

  // A retry with the same Idempotency-Key replays the first answer and records nothing.
  app.post(
    '/businesses/:id/customers/:customerId/payments',
    {
      ...write('record_customer_payment'),
      schema: {
        tags,
        security,
        params: CustomerParamsSchema,
        body: CreateCustomerPaymentBodySchema,
        response: { 201: CustomerPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotentStatement(request, reply, 'create_customer_payment', async (claim) => {
        const signal = await foldChangeSignal(request);
        const { storedPayload, ...body } = await service.recordPayment(
          app.deps.db,
          access,
          user,
          request.params.customerId,
          request.body,
          { claim, signal },
        );
        return { statusCode: 201, body, storedPayload };
      });
    },
  );
};
