import type { FastifyPluginAsync } from 'fastify';
import * as service from './payments.service.ts';
import { handlePaystackWebhook } from './paystack.service.ts';

/** Public: Daraja posts here. Limited per address like every public route. */
export const PAYMENT_CALLBACK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** What Daraja expects back, whatever happened: it stops retrying. */
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * Daraja's callbacks (ADR 077): STK push results and C2B confirmations/validations. The token
 * in the URL is the only way in; a wrong token, an unknown request, a malformed body or an amount
 * that differs changes nothing, and every one is answered as Daraja expects. The body is parsed
 * here leniently (any content type, JSON or not): a malformed body is Daraja's problem to hear
 * nothing about, not a 400 it would retry.
 */
export const paymentCallbacksRoutes: FastifyPluginAsync = async (app) => {
  // The exact bytes: Paystack signs them; Daraja's are parsed here leniently.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const json = (body: unknown): unknown => {
    try {
      return JSON.parse(raw(body).toString('utf8')) as unknown;
    } catch {
      return null;
    }
  };
  const config = { rateLimit: PAYMENT_CALLBACK_RATE_LIMIT };
  const schema = { hide: true };

  app.post<{ Params: { paymentId: string; token: string } }>(
    '/pay-callbacks/stk/:paymentId/:token',
    { config, schema },
    async (request) => {
      const outcome = await service
        .handleStkCallback(
          app.deps,
          request.params.paymentId,
          request.params.token,
          json(request.body),
        )
        .catch((err: unknown) => {
          request.log.warn({ err }, 'STK callback not confirmed');
          return 'error';
        });
      request.log.info({ outcome }, 'M-Pesa STK callback');
      return ACCEPTED;
    },
  );

  app.post<{ Params: { businessId: string; token: string } }>(
    '/pay-callbacks/c2b/:businessId/:token/validation',
    { config, schema },
    async () => ACCEPTED,
  );

  app.post<{ Params: { businessId: string; token: string } }>(
    '/pay-callbacks/c2b/:businessId/:token/confirmation',
    { config, schema },
    async (request) => {
      const outcome = await service.handleC2BConfirmation(
        app.deps,
        request.params.businessId,
        request.params.token,
        json(request.body),
      );
      request.log.info({ outcome }, 'M-Pesa C2B confirmation');
      return ACCEPTED;
    },
  );

  // Paystack's webhook for one business (its dashboard's webhook URL), signed with its key.
  app.post<{ Params: { businessId: string } }>(
    '/pay-callbacks/paystack/:businessId',
    { config, schema },
    async (request) => {
      const signature = request.headers['x-paystack-signature'];
      const outcome = await handlePaystackWebhook(
        app.deps,
        request.params.businessId,
        raw(request.body),
        typeof signature === 'string' ? signature : undefined,
      );
      request.log.info({ outcome }, 'Paystack mobile money webhook');
      return { received: true, outcome };
    },
  );
};
