import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PlacedShopOrderResponseSchema,
  PlaceShopOrderBodySchema,
  PublicShopResponseSchema,
  ShopIdentifierParamsSchema,
} from '@app/contracts';
import * as catalog from './shop-catalog.service.ts';
import { orderGuard } from './order-guard.ts';
import * as orders from './shop-orders.service.ts';
import { shopPreviewImage } from './shop-preview.ts';

const tags = ['shop'];

/** The public shop's browsing ceiling per client: browsing is cheap (cached). */
export const SHOP_RATE_LIMITS = {
  view: { max: 300, timeWindow: '1 minute' },
} as const;

/** The public shop: no authentication, only what customers may see. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = orderGuard(app);

  app.get(
    '/shop/:identifier',
    {
      config: { rateLimit: SHOP_RATE_LIMITS.view },
      schema: {
        tags,
        params: ShopIdentifierParamsSchema,
        response: { 200: PublicShopResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await catalog.getPublicShop(app.deps, request.params.identifier);
      // Shared links are opened by thousands: a minute in any cache, then a cheap revalidation.
      reply
        .header('etag', answer.etag)
        .header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      const sent = request.headers['if-none-match'];
      if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
        return reply.code(304 as 200).send(undefined as never);
      }
      // Already JSON: a string payload is sent as it is, without serialising 2,000 items again.
      return reply.type('application/json; charset=utf-8').send(answer.json as never);
    },
  );

  app.get(
    '/shop/:identifier/preview.jpg',
    {
      config: { rateLimit: SHOP_RATE_LIMITS.view },
      schema: { tags, params: ShopIdentifierParamsSchema },
    },
    async (request, reply) => {
      const image = await shopPreviewImage(app.deps, request.params.identifier);
      reply
        .header('etag', image.etag)
        .header('cache-control', 'public, max-age=3600')
        .type('image/jpeg');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.send(image.jpeg);
    },
  );

  app.post(
    '/shop/:identifier/orders',
    {
      schema: {
        tags,
        operationId: 'shop.placeOrder',
        summary: 'Place an order in a public shop',
        params: ShopIdentifierParamsSchema,
        body: PlaceShopOrderBodySchema,
        response: { 201: PlacedShopOrderResponseSchema },
      },
    },
    async (request, reply) => {
      await guard(request, reply, request.body.captchaToken);
      const order = await orders.placeOrder(app.deps, request.params.identifier, request.body);
      return reply.code(201).send({ order });
    },
  );
};
