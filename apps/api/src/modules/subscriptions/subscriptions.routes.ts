import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  CurrentSubscriptionSchema,
  PlansResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './subscriptions.service.ts';

/** /api/subscriptions: plans, the caller's plan and history, checkout, cancel at period end. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions/plans',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        response: { 200: PlansResponseSchema },
      },
    },
    async () => service.listPlans(app.deps),
  );

  app.get(
    '/subscriptions/current',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        response: { 200: CurrentSubscriptionSchema },
      },
    },
    async (request) => service.getCurrent(app.deps, currentAuth(request).user),
  );

  app.post(
    '/subscriptions/checkout',
    {
      onRequest: [app.requireVerified],
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        body: CheckoutBodySchema,
        response: { 200: CheckoutResponseSchema },
      },
    },
    async (request) => {
      const origin = app.deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      return service.startCheckout(
        app.deps,
        currentAuth(request).user,
        request.body,
        origin.replace(/\/+$/, ''),
      );
    },
  );

  app.post(
    '/subscriptions/cancel',
    {
      onRequest: [app.requireVerified],
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        response: { 200: CurrentSubscriptionSchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      await service.cancelAtPeriodEnd(app.deps, user);
      return service.getCurrent(app.deps, user);
    },
  );
};
