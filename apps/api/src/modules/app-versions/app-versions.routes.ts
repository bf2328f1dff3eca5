import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppVersionListResponseSchema,
  AppVersionParamsSchema,
  AppVersionSchema,
  CreateAppVersionBodySchema,
  CurrentAppVersionResponseSchema,
  UpdateAppVersionBodySchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './app-versions.service.ts';

const tags = ['app-versions'];
const security = [{ bearer: [] }];

/** Public: the current version. Super admins: the versions themselves. */
export const appVersionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-versions/current',
    { schema: { tags, response: { 200: CurrentAppVersionResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.getCurrent(app.deps);
    },
  );

  const superAdmin = { onRequest: app.requireSuperAdmin };

  app.get(
    '/admin/app-versions',
    { ...superAdmin, schema: { tags, security, response: { 200: AppVersionListResponseSchema } } },
    async () => service.list(app.deps),
  );

  app.post(
    '/admin/app-versions',
    {
      ...superAdmin,
      schema: {
        tags,
        security,
        body: CreateAppVersionBodySchema,
        response: { 201: AppVersionSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.create(app.deps, currentAuth(request).user, request.body);
    },
  );

  app.put(
    '/admin/app-versions/:id',
    {
      ...superAdmin,
      schema: {
        tags,
        security,
        params: AppVersionParamsSchema,
        body: UpdateAppVersionBodySchema,
        response: { 200: AppVersionSchema },
      },
    },
    async (request) =>
      service.update(app.deps, currentAuth(request).user, request.params.id, request.body),
  );

  app.delete(
    '/admin/app-versions/:id',
    {
      ...superAdmin,
      schema: {
        tags,
        security,
        params: AppVersionParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.remove(app.deps, currentAuth(request).user, request.params.id);
      return { success: true as const };
    },
  );
};
