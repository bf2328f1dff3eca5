import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSubscriptionBodySchema,
  AdminSubscriptionParamsSchema,
  AdminSubscriptionResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './subscriptions.service.ts';

/**
 * POST /api/admin/users/{id}/subscription: an admin grants a plan (for its period or `days`),
 * extends the current one by `days`, or cancels it now; works without any payment provider.
 */
export const adminSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/users/:id/subscription',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['admin', 'subscriptions'],
        security: [{ bearer: [] }],
        params: AdminSubscriptionParamsSchema,
        body: AdminSubscriptionBodySchema,
        response: { 200: AdminSubscriptionResponseSchema },
      },
    },
    async (request) =>
      service.adminChangeSubscription(
        app.deps,
        currentAuth(request).user,
        request.params.id,
        request.body,
      ),
  );
};
