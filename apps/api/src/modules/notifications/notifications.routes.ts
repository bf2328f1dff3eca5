import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminNotificationIdParamsSchema,
  AdminNotificationListQuerySchema,
  AdminNotificationListResponseSchema,
  AdminNotificationResponseSchema,
  AudiencePreviewResponseSchema,
  AudienceSchema,
  BroadcastBodySchema,
  CreateAdminNotificationBodySchema,
  NotificationHistoryQuerySchema,
  NotificationHistoryResponseSchema,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  NotificationReadResponseSchema,
  ReadAllResponseSchema,
  SendBodySchema,
  SocketAuthResponseSchema,
  SuccessResponseSchema,
  UpdateAdminNotificationBodySchema,
  WebsocketStatsResponseSchema,
} from '@app/contracts';
import { resolveToken } from '#src/modules/auth/sessions.service.ts';
import { bearerToken, currentAuth } from '#src/plugins/auth.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** SPEC section 7, Notifications: the user's own, then the admin's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { onRequest: [app.authenticate] };
  const admin = { onRequest: [app.requireAdmin] };

  app.get(
    '/notifications',
    {
      ...user,
      schema: {
        tags,
        security,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema },
      },
    },
    async (request) => service.list(app.deps, currentAuth(request).user.id, request.query.platform),
  );

  app.get(
    '/notifications/history',
    {
      ...user,
      schema: {
        tags,
        security,
        querystring: NotificationHistoryQuerySchema,
        response: { 200: NotificationHistoryResponseSchema },
      },
    },
    async (request) => service.history(app.deps, currentAuth(request).user.id, request.query),
  );

  const readRoute = {
    ...user,
    schema: {
      tags,
      security,
      params: NotificationIdParamsSchema,
      response: { 200: NotificationReadResponseSchema },
    },
  };
  const read = async (request: { params: { id: number } }) => ({
    success: true as const,
    notification: await service.markRead(
      app.deps,
      currentAuth(request as never).user.id,
      request.params.id,
    ),
  });
  app.put('/notifications/:id/read', readRoute, read);
  app.put('/notifications/read/:id', readRoute, read);

  app.put(
    '/notifications/read-all',
    { ...user, schema: { tags, security, response: { 200: ReadAllResponseSchema } } },
    async (request) => ({
      success: true as const,
      updated: await service.markAllRead(app.deps, currentAuth(request).user.id),
    }),
  );

  app.delete(
    '/notifications/:id',
    {
      ...user,
      schema: {
        tags,
        security,
        params: NotificationIdParamsSchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      await service.remove(app.deps, currentAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  );

  // Never a 401: the socket client asks before connecting and must not be logged out by it.
  app.get(
    '/notifications/socket/auth',
    { schema: { tags, security, response: { 200: SocketAuthResponseSchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (!token) return { valid: false };
      const result = await resolveToken(app.deps, token);
      return { valid: result.ok };
    },
  );

  app.get(
    '/notifications/preferences',
    { ...user, schema: { tags, security, response: { 200: NotificationPreferencesSchema } } },
    async (request) => service.preferences(app.deps, currentAuth(request).user.id),
  );
  app.put(
    '/notifications/preferences',
    {
      ...user,
      schema: {
        tags,
        security,
        body: NotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => service.setPreferences(app.deps, currentAuth(request).user.id, request.body),
  );

  // ---- admin ----
  app.get(
    '/notifications/admin/notifications',
    {
      ...admin,
      schema: {
        tags,
        security,
        querystring: AdminNotificationListQuerySchema,
        response: { 200: AdminNotificationListResponseSchema },
      },
    },
    async (request) => service.listAdmin(app.deps, request.query),
  );

  app.post(
    '/notifications/admin/notifications',
    {
      ...admin,
      schema: {
        tags,
        security,
        body: CreateAdminNotificationBodySchema,
        response: { 201: AdminNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      const notification = await service.create(
        app.deps,
        currentAuth(request).user.id,
        request.body,
      );
      return reply.code(201).send({ notification });
    },
  );

  app.get(
    '/notifications/admin/notifications/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        params: AdminNotificationIdParamsSchema,
        response: { 200: AdminNotificationResponseSchema },
      },
    },
    async (request) => ({ notification: await service.getAdmin(app.deps, request.params.id) }),
  );

  app.put(
    '/notifications/admin/notifications/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        params: AdminNotificationIdParamsSchema,
        body: UpdateAdminNotificationBodySchema,
        response: { 200: AdminNotificationResponseSchema },
      },
    },
    async (request) => ({
      notification: await service.updateAdmin(app.deps, request.params.id, request.body),
    }),
  );

  app.delete(
    '/notifications/admin/notifications/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        params: AdminNotificationIdParamsSchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      await service.deleteAdmin(app.deps, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/notifications/send',
    {
      ...admin,
      schema: {
        tags,
        security,
        body: SendBodySchema,
        response: { 201: AdminNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      const notification = await service.create(
        app.deps,
        currentAuth(request).user.id,
        request.body,
      );
      return reply.code(201).send({ notification });
    },
  );

  app.post(
    '/notifications/broadcast',
    {
      ...admin,
      schema: {
        tags,
        security,
        body: BroadcastBodySchema,
        response: { 201: AdminNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      const notification = await service.create(
        app.deps,
        currentAuth(request).user.id,
        request.body,
      );
      return reply.code(201).send({ notification });
    },
  );

  app.post(
    '/notifications/broadcast/preview',
    {
      ...admin,
      schema: {
        tags,
        security,
        body: AudienceSchema,
        response: { 200: AudiencePreviewResponseSchema },
      },
    },
    async (request) => ({ count: await service.previewAudience(app.deps, request.body) }),
  );

  app.get(
    '/notifications/admin/websocket-stats',
    { ...admin, schema: { tags, security, response: { 200: WebsocketStatsResponseSchema } } },
    async () => service.websocketStats(app.deps),
  );
};
