import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  ListPaymentsQuerySchema,
  MatchPaymentBodySchema,
  MpesaSettingsBodySchema,
  MpesaSettingsResponseSchema,
  PaymentListResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  PaymentSettingsResponseSchema,
  PaystackChargeBodySchema,
  PaystackOtpBodySchema,
  PaystackSettingsBodySchema,
  PaystackSettingsResponseSchema,
  RegisterC2BResponseSchema,
  StkPushBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotentStatement } from '#src/platform/idempotency.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './payments.service.ts';
import * as paystackService from './paystack.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/**
 * Mobile money at the till (ADR 077). Settings are the owner's; the till (owner and
 * managers) asks for STK pushes, reads them and matches C2B payments.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string, role: 'owner' | 'member' = 'member') => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness(role), requireWriteAccess(operation)],
  });
  const origin = (request: { protocol: string; host: string }) =>
    `${request.protocol}://${request.host}`;

  app.get(
    '/businesses/:id/payment-settings',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('owner')],
      schema: {
        operationId: 'payments.getSettings',
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: PaymentSettingsResponseSchema },
      },
    },
    async (request) => service.getSettings(app.deps, currentBusiness(request)),
  );

  // What the till may offer (any member, the till's staff too): set up or not, nothing secret.
  app.get(
    '/businesses/:id/payment-methods',
    {
      ...read,
      schema: {
        operationId: 'payments.availableMethods',
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: PaymentMethodsResponseSchema },
      },
    },
    async (request) => service.availableMethods(app.deps, currentBusiness(request)),
  );

  app.put(
    '/businesses/:id/payment-settings/mpesa',
    {
      ...write('update_payment_settings', 'owner'),
      schema: {
        operationId: 'payments.putMpesaSettings',
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: MpesaSettingsBodySchema,
        response: { 200: MpesaSettingsResponseSchema },
      },
    },
    async (request) => service.putMpesaSettings(app.deps, currentBusiness(request), request.body),
  );

  app.post(
    '/businesses/:id/payment-settings/mpesa/register-c2b',
    {
      ...write('register_c2b', 'owner'),
      schema: {
        operationId: 'payments.registerPaymentUrls',
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: RegisterC2BResponseSchema },
      },
    },
    async (request) => service.registerC2B(app.deps, currentBusiness(request), origin(request)),
  );

  // A retry with the same Idempotency-Key answers the first push and pushes nothing.
  app.post(
    '/businesses/:id/payments/mpesa',
    {
      ...write('request_mpesa_payment'),
      schema: {
        operationId: 'payments.requestMpesa',
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: StkPushBodySchema,
        response: { 201: PaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotentStatement(request, reply, 'request_mpesa_payment', async (claim) => {
        const { payment, storedPayload } = await service.requestStkPush(
          app.deps,
          access,
          user,
          request.body,
          claim,
          origin(request),
        );
        return { statusCode: 201, body: { payment }, storedPayload };
      });
    },
  );

  app.put(
    '/businesses/:id/payment-settings/paystack',
    {
      ...write('update_payment_settings', 'owner'),
      schema: {
        operationId: 'payments.putPaystackSettings',
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: PaystackSettingsBodySchema,
        response: { 200: PaystackSettingsResponseSchema },
      },
    },
    async (request) =>
      paystackService.putPaystackSettings(app.deps, currentBusiness(request), request.body),
  );

  // Mobile money through Paystack (Ghana, Kenya): confirmed by webhook and by verifying.
  app.post(
    '/businesses/:id/payments/paystack',
    {
      ...write('request_paystack_payment'),
      schema: {
        operationId: 'payments.requestPaystack',
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: PaystackChargeBodySchema,
        response: { 201: PaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotentStatement(request, reply, 'request_paystack_payment', async (claim) => {
        const { payment, storedPayload } = await paystackService.requestPaystackCharge(
          app.deps,
          access,
          user,
          request.body,
          claim,
        );
        return { statusCode: 201, body: { payment }, storedPayload };
      });
    },
  );

  // Paystack answered the charge `send_otp`: the code the customer received, passed on.
  app.post(
    '/businesses/:id/payments/:paymentId/otp',
    {
      ...write('request_paystack_payment'),
      schema: {
        operationId: 'payments.submitPaystackOtp',
        tags,
        security,
        params: PaymentParamsSchema,
        body: PaystackOtpBodySchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (request) => ({
      payment: await paystackService.submitPaystackOtp(
        app.deps,
        currentBusiness(request),
        request.params.paymentId,
        request.body.otp,
      ),
    }),
  );

  app.get(
    '/businesses/:id/payments',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListPaymentsQuerySchema,
        response: { 200: PaymentListResponseSchema },
      },
    },
    async (request) => service.listPayments(app.deps, currentBusiness(request), request.query),
  );

  app.get(
    '/businesses/:id/payments/:paymentId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: PaymentParamsSchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (request) => ({
      payment: await service.getPayment(
        app.deps,
        currentBusiness(request),
        request.params.paymentId,
      ),
    }),
  );

  app.put(
    '/businesses/:id/payments/:paymentId',
    {
      ...write('match_payment'),
      schema: {
        tags,
        security,
        params: PaymentParamsSchema,
        body: MatchPaymentBodySchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (request) => ({
      payment: await service.matchPayment(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user,
        request.params.paymentId,
        request.body,
      ),
    }),
  );
};
