import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#src/platform/errors.ts';
import { verifyPaystackSignature } from './paystack.provider.ts';
import { verifyStripeEvent } from './stripe.provider.ts';
import * as service from './subscriptions.service.ts';

const badSignature = () => new AppError('INVALID_SIGNATURE', 'Invalid webhook signature', 400);

/**
 * The providers' webhooks. Signatures are over the exact bytes sent, so this plugin (and only
 * it: the parser is scoped to the plugin's encapsulation context) keeps every body as a Buffer.
 * A bad signature is a 400 and changes nothing; a replayed event is a 200 and changes nothing.
 */
export const webhooksRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const rawBody = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  app.post('/subscriptions/webhook/stripe', { schema: { hide: true } }, async (request) => {
    const secret = app.deps.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Card payments are not set up', 400);
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') throw badSignature();
    let event;
    try {
      event = verifyStripeEvent(rawBody(request.body), signature, secret);
    } catch {
      throw badSignature();
    }
    const outcome = await service.handleStripeEvent(app.deps, event);
    return { received: true, outcome };
  });

  app.post('/subscriptions/webhook/paystack', { schema: { hide: true } }, async (request) => {
    const secret = app.deps.config.PAYSTACK_SECRET_KEY;
    if (!secret) {
      throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Mobile money payments are not set up', 400);
    }
    const signature = request.headers['x-paystack-signature'];
    const body = rawBody(request.body);
    if (typeof signature !== 'string' || !verifyPaystackSignature(body, signature, secret)) {
      throw badSignature();
    }
    let event: unknown;
    try {
      event = JSON.parse(body.toString('utf8'));
    } catch {
      throw new AppError('BAD_REQUEST', 'The webhook body is not JSON', 400);
    }
    if (!event || typeof event !== 'object') {
      throw new AppError('BAD_REQUEST', 'The webhook body is not an event', 400);
    }
    const outcome = await service.handlePaystackEvent(app.deps, event as { event?: unknown });
    return { received: true, outcome };
  });
};
