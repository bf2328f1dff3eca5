import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateExpenseBodySchema,
  DeleteExpenseReceiptResponseSchema,
  DeleteExpenseResponseSchema,
  EXPENSE_MESSAGES,
  EXPENSE_RECEIPT_MAX_BYTES,
  ExpenseCategoryListResponseSchema,
  ExpenseListResponseSchema,
  ExpenseParamsSchema,
  ExpenseResponseSchema,
  ListExpensesQuerySchema,
  UpdateExpenseBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotentStatement } from '#src/platform/idempotency.ts';
import { foldChangeSignal } from '#src/modules/notifications/changes.ts';
import { readForm } from '#src/platform/multipart.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './expenses.service.ts';

const tags = ['expenses'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body is validated (404 first). */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/expenses',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListExpensesQuerySchema,
        response: { 200: ExpenseListResponseSchema },
      },
    },
    async (request) => service.listExpenses(app.deps, currentBusiness(request), request.query),
  );

  // A retry with the same Idempotency-Key replays the first answer and records nothing.
  app.post(
    '/businesses/:id/expenses',
    {
      ...write('create_expense'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateExpenseBodySchema,
        response: { 201: ExpenseResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotentStatement(request, reply, 'create_expense', async (claim) => {
        const signal = await foldChangeSignal(request);
        const { expense, storedPayload } = await service.createExpense(
          app.deps,
          app.deps.db,
          access,
          user,
          request.body,
          { claim, signal },
        );
        return { statusCode: 201, body: { expense }, storedPayload };
      });
    },
  );

  app.get(
    '/businesses/:id/expense-categories',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: ExpenseCategoryListResponseSchema },
      },
    },
    async (request) => service.listCategories(app.deps.db, currentBusiness(request)),
  );

  app.get(
    '/businesses/:id/expenses/:expenseId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: ExpenseParamsSchema,
        response: { 200: ExpenseResponseSchema },
      },
    },
    async (request) => ({
      expense: await service.getExpense(
        app.deps.db,
        currentBusiness(request),
        request.params.expenseId,
      ),
    }),
  );

  app.put(
    '/businesses/:id/expenses/:expenseId',
    {
      ...write('update_expense'),
      schema: {
        tags,
        security,
        params: ExpenseParamsSchema,
        body: UpdateExpenseBodySchema,
        response: { 200: ExpenseResponseSchema },
      },
    },
    async (request) => ({
      expense: await service.updateExpense(
        app.deps,
        currentBusiness(request),
        request.params.expenseId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/expenses/:expenseId',
    {
      ...write('delete_expense'),
      schema: {
        tags,
        security,
        params: ExpenseParamsSchema,
        response: { 200: DeleteExpenseResponseSchema },
      },
    },
    async (request) =>
      service.deleteExpense(app.deps, currentBusiness(request), request.params.expenseId),
  );

  app.put(
    '/businesses/:id/expenses/:expenseId/receipt',
    {
      ...write('update_expense'),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: ExpenseParamsSchema,
        response: { 200: ExpenseResponseSchema },
      },
    },
    async (request) => {
      const form = () =>
        readForm(request, {
          fileField: 'receiptImage',
          maxFileBytes: EXPENSE_RECEIPT_MAX_BYTES,
          fileTooLargeMessage: EXPENSE_MESSAGES.receiptTooLarge,
        });
      return {
        expense: await service.replaceReceipt(
          app.deps,
          currentBusiness(request),
          request.params.expenseId,
          form,
        ),
      };
    },
  );

  app.delete(
    '/businesses/:id/expenses/:expenseId/receipt',
    {
      ...write('update_expense'),
      schema: {
        tags,
        security,
        params: ExpenseParamsSchema,
        response: { 200: DeleteExpenseReceiptResponseSchema },
      },
    },
    async (request) =>
      service.removeReceipt(app.deps, currentBusiness(request), request.params.expenseId),
  );
};
