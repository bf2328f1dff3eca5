import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushPublicKeyResponseSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeQuerySchema,
  PushUnsubscribeResponseSchema,
  SuccessResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as push from './push.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** Web Push: the server's public key, and this browser's subscription for the signed-in user. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { onRequest: [app.authenticate] };

  app.get(
    '/notifications/push/public-key',
    { ...user, schema: { tags, security, response: { 200: PushPublicKeyResponseSchema } } },
    async () => push.publicKey(app.deps),
  );

  app.post(
    '/notifications/push/subscriptions',
    {
      ...user,
      schema: {
        tags,
        security,
        body: PushSubscriptionBodySchema,
        response: { 201: SuccessResponseSchema },
      },
    },
    async (request, reply) => {
      await push.subscribe(
        app.deps,
        currentAuth(request).user.id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).send({ success: true as const });
    },
  );

  // Idempotent: an endpoint this user does not have is already unsubscribed (removed: false).
  app.delete(
    '/notifications/push/subscriptions',
    {
      ...user,
      schema: {
        tags,
        security,
        querystring: PushUnsubscribeQuerySchema,
        response: { 200: PushUnsubscribeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      removed: await push.unsubscribe(
        app.deps,
        currentAuth(request).user.id,
        request.query.endpoint,
      ),
    }),
  );
};
