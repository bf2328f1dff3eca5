import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessReceiptParamsSchema,
  BusinessReceiptVerificationResponseSchema,
  ReceiptCodeParamsSchema,
  ReceiptVerificationResponseSchema,
} from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import * as service from './receipts.service.ts';

const tags = ['receipts'];

/** Per IP: a person checks a few receipts; a script trying codes gets nowhere fast. */
export const RECEIPT_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public (SPEC's /verify-receipt screen): no token, every failure the same `{ valid: false }`.
  app.get(
    '/receipts/:code',
    {
      config: { rateLimit: RECEIPT_CHECK_RATE_LIMIT },
      schema: {
        tags,
        operationId: 'receipts.verify',
        summary: 'Verify a receipt (public)',
        params: ReceiptCodeParamsSchema,
        response: { 200: ReceiptVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.verifyReceipt(app.deps, request.params.code);
    },
  );

  // SPEC's /verify/{businessId}: the owner or a manager checks a code against their business.
  app.get(
    '/businesses/:id/receipts/:code',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member')],
      config: { rateLimit: RECEIPT_CHECK_RATE_LIMIT },
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: BusinessReceiptParamsSchema,
        response: { 200: BusinessReceiptVerificationResponseSchema },
      },
    },
    async (request) =>
      service.verifyBusinessReceipt(app.deps, currentBusiness(request), request.params.code),
  );
};
