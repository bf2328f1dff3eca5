import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateRecurringExpenseBodySchema,
  DeleteRecurringExpenseResponseSchema,
  RecurringExpenseListResponseSchema,
  RecurringExpenseParamsSchema,
  RecurringExpenseResponseSchema,
  UpdateRecurringExpenseBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './recurring.service.ts';

const tags = ['expenses'];
const security = [{ bearer: [] }];

/** Schedules that record an expense every week or month (see recurring.service.ts). */
export const recurringExpensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/recurring-expenses',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: RecurringExpenseListResponseSchema },
      },
    },
    async (request) => service.listRecurring(app.deps.db, currentBusiness(request)),
  );

  app.post(
    '/businesses/:id/recurring-expenses',
    {
      ...write('create_recurring_expense'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateRecurringExpenseBodySchema,
        response: { 201: RecurringExpenseResponseSchema },
      },
    },
    async (request, reply) => {
      const recurringExpense = await service.createRecurring(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user,
        request.body,
      );
      return reply.code(201).send({ recurringExpense });
    },
  );

  app.get(
    '/businesses/:id/recurring-expenses/:recurringId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: RecurringExpenseParamsSchema,
        response: { 200: RecurringExpenseResponseSchema },
      },
    },
    async (request) => ({
      recurringExpense: await service.getRecurring(
        app.deps.db,
        currentBusiness(request),
        request.params.recurringId,
      ),
    }),
  );

  app.put(
    '/businesses/:id/recurring-expenses/:recurringId',
    {
      ...write('update_recurring_expense'),
      schema: {
        tags,
        security,
        params: RecurringExpenseParamsSchema,
        body: UpdateRecurringExpenseBodySchema,
        response: { 200: RecurringExpenseResponseSchema },
      },
    },
    async (request) => ({
      recurringExpense: await service.updateRecurring(
        app.deps,
        currentBusiness(request),
        request.params.recurringId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/recurring-expenses/:recurringId',
    {
      ...write('delete_recurring_expense'),
      schema: {
        tags,
        security,
        params: RecurringExpenseParamsSchema,
        response: { 200: DeleteRecurringExpenseResponseSchema },
      },
    },
    async (request) =>
      service.deleteRecurring(app.deps.db, currentBusiness(request), request.params.recurringId),
  );
};
