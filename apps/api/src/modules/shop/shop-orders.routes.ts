import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  ListShopOrdersQuerySchema,
  SHOP_BANNER_MAX_BYTES,
  SHOP_MESSAGES,
  ShopOrderListResponseSchema,
  ShopOrderParamsSchema,
  ShopOrderResponseSchema,
  ShopSettingsResponseSchema,
  UpdateShopOrderBodySchema,
  UpdateShopSettingsBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { readForm } from '#src/platform/multipart.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as orders from './shop-orders.service.ts';
import * as settings from './shop-settings.service.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

/** The owner's side of the shop: its catalogue settings and the orders customers placed. */
export const shopOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string, role: 'owner' | 'member' = 'member') => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness(role), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/shop-settings',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await settings.getShopSettings(app.deps, currentBusiness(request)),
    }),
  );

  app.put(
    '/businesses/:id/shop-settings',
    {
      ...write('update_shop_settings', 'owner'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: UpdateShopSettingsBodySchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await settings.updateShopSettings(app.deps, currentBusiness(request), request.body),
    }),
  );

  app.put(
    '/businesses/:id/shop-settings/banner',
    {
      ...write('update_shop_settings', 'owner'),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: BusinessIdParamsSchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => {
      const form = () =>
        readForm(request, {
          fileField: 'banner',
          maxFileBytes: SHOP_BANNER_MAX_BYTES,
          fileTooLargeMessage: SHOP_MESSAGES.bannerTooLarge,
        });
      return { settings: await settings.replaceBanner(app.deps, currentBusiness(request), form) };
    },
  );

  app.delete(
    '/businesses/:id/shop-settings/banner',
    {
      ...write('update_shop_settings', 'owner'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await settings.removeBanner(app.deps, currentBusiness(request)),
    }),
  );

  app.get(
    '/businesses/:id/orders',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListShopOrdersQuerySchema,
        response: { 200: ShopOrderListResponseSchema },
      },
    },
    async (request) => orders.listOrders(app.deps, currentBusiness(request), request.query),
  );

  app.get(
    '/businesses/:id/orders/:orderId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: ShopOrderParamsSchema,
        response: { 200: ShopOrderResponseSchema },
      },
    },
    async (request) => ({
      order: await orders.getOrder(app.deps, currentBusiness(request), request.params.orderId),
    }),
  );

  app.put(
    '/businesses/:id/orders/:orderId',
    {
      ...write('update_order'),
      schema: {
        tags,
        security,
        params: ShopOrderParamsSchema,
        body: UpdateShopOrderBodySchema,
        response: { 200: ShopOrderResponseSchema },
      },
    },
    async (request) => ({
      order: await orders.updateOrderStatus(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user,
        request.params.orderId,
        request.body.status,
        request.body.paymentMethod,
      ),
    }),
  );
};
