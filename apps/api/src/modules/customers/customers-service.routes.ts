import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateCustomerBodySchema,
  CUSTOMER_MESSAGES,
  CustomerIdParamsSchema,
  CustomerListResponseSchema,
  CustomerResponseSchema,
  ServiceCreateCustomerQuerySchema,
  ServiceListCustomersQuerySchema,
  UpdateCustomerBodySchema,
  UUID_PATTERN,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, loadBusinessForUser, withStaff } from '#src/platform/business-access.ts';
import { AppError } from '#src/platform/errors.ts';
import { assertStaffAccess } from '#src/platform/staff-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './customers.service.ts';

// Its own tag: the same customers as the business-scoped routes, by another path (SPEC section 7).
const tags = ['customers-service'];
const security = [{ bearer: [] }];

const badBusinessId = (message: string) =>
  new AppError('VALIDATION_FAILED', message, 400, {
    details: [{ field: 'businessId', message }],
  });

/**
 * The business named by `businessId` in the query (or, for a create, the body): missing is a
 * 400 with SPEC's text, malformed 'Invalid business id', someone else's 404 'Business not found'.
 */
function businessFromRequest(missingMessage: string) {
  return async function serviceBusinessGuard(request: FastifyRequest, _reply: FastifyReply) {
    const query = (request.query ?? {}) as { businessId?: unknown };
    const body = (request.body ?? {}) as { businessId?: unknown };
    const raw = query.businessId ?? (request.method === 'POST' ? body.businessId : undefined);
    if (raw === undefined || raw === null || raw === '') throw badBusinessId(missingMessage);
    if (typeof raw !== 'string' || !UUID_PATTERN.test(raw)) {
      throw badBusinessId(CUSTOMER_MESSAGES.invalidBusinessId);
    }
    const auth = currentAuth(request);
    if (auth.staff) assertStaffAccess(request, auth.staff, raw);
    const access = await loadBusinessForUser(request.server.deps, auth.user.id, raw, {
      role: 'member',
    });
    request.business = withStaff(access, auth.staff);
  };
}

/** The customer's own business; a stranger's customer is as unknown as a missing one. */
async function businessFromCustomer(request: FastifyRequest, _reply: FastifyReply) {
  const { id } = request.params as { id: string };
  const { deps } = request.server;
  const businessId = await service.findCustomerBusinessId(deps.db, id);
  if (!businessId) throw service.customerNotFound();
  try {
    const auth = currentAuth(request);
    if (auth.staff) assertStaffAccess(request, auth.staff, businessId);
    const access = await loadBusinessForUser(deps, auth.user.id, businessId, { role: 'member' });
    request.business = withStaff(access, auth.staff);
  } catch (err) {
    if (err instanceof AppError && err.errorCode === 'BUSINESS_NOT_FOUND') {
      throw service.customerNotFound();
    }
    throw err;
  }
}

/** SPEC section 7: the service layer's paths to the same customers, outside a business URL. */
export const customersServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      onRequest: [app.requireVerified],
      preValidation: [businessFromRequest(CUSTOMER_MESSAGES.businessIdRequired)],
      schema: {
        tags,
        security,
        querystring: ServiceListCustomersQuerySchema,
        response: { 200: CustomerListResponseSchema },
      },
    },
    async (request) => service.listCustomers(app.deps.db, currentBusiness(request), request.query),
  );

  app.post(
    '/customers',
    {
      onRequest: [app.requireVerified],
      preValidation: [
        businessFromRequest(CUSTOMER_MESSAGES.businessIdMissing),
        requireWriteAccess('create_customer'),
      ],
      schema: {
        tags,
        security,
        querystring: ServiceCreateCustomerQuerySchema,
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
    '/customers/:id',
    {
      onRequest: [app.requireVerified],
      preValidation: [businessFromCustomer],
      schema: {
        tags,
        security,
        params: CustomerIdParamsSchema,
        response: { 200: CustomerResponseSchema },
      },
    },
    async (request) => ({
      customer: await service.getCustomer(app.deps.db, currentBusiness(request), request.params.id),
    }),
  );

  app.put(
    '/customers/:id',
    {
      onRequest: [app.requireVerified],
      preValidation: [businessFromCustomer, requireWriteAccess('update_customer')],
      schema: {
        tags,
        security,
        params: CustomerIdParamsSchema,
        body: UpdateCustomerBodySchema,
        response: { 200: CustomerResponseSchema },
      },
    },
    async (request) => ({
      customer: await service.updateCustomer(
        app.deps.db,
        currentBusiness(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
