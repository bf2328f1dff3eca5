import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminActionResultSchema,
  AdminCheckResponseSchema,
  AdminHealthResponseSchema,
  AdminJobParamsSchema,
  AdminDailyStatsQuerySchema,
  AdminDailyStatsResponseSchema,
  AdminRoleChangeResponseSchema,
  AdminStatsResponseSchema,
  AdminUserDetailResponseSchema,
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './admin.service.ts';
import * as audit from './audit.service.ts';
import * as health from './health.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** /api/admin: the back office. Every route below /admin other than /check requires an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: AdminCheckResponseSchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return { is_admin: user.adminRole !== null, admin_role: user.adminRole };
    },
  );

  // The audit log: read only, for every admin (ADR 029).
  app.get(
    '/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    async (request) => audit.listAdminActions(app.deps.db, request.query),
  );

  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags,
        security,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema },
      },
    },
    async (request) => service.listUsers(app.deps, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailResponseSchema },
      },
    },
    async (request) => service.getUserDetail(app.deps, request.params.id),
  );

  // Anyone signed in reaches these and is told only super admins may (SPEC section 6's texts,
  // for admins and non-admins alike); the service checks the role before anything else.
  const signedIn = { onRequest: app.authenticate };
  app.post(
    '/admin/users/:id/make-admin',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: AdminUserParamsSchema,
        response: { 200: AdminRoleChangeResponseSchema },
      },
    },
    async (request) => service.makeAdmin(app.deps, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/admin/users/:id/remove-admin',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: AdminUserParamsSchema,
        response: { 200: AdminRoleChangeResponseSchema },
      },
    },
    async (request) => service.removeAdmin(app.deps, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/admin/stats',
    { ...admin, schema: { tags, security, response: { 200: AdminStatsResponseSchema } } },
    async () => service.getStats(app.deps),
  );

  app.get(
    '/admin/stats/daily',
    {
      ...admin,
      schema: {
        tags,
        security,
        querystring: AdminDailyStatsQuerySchema,
        response: { 200: AdminDailyStatsResponseSchema },
      },
    },
    async (request) => service.getDailyStats(app.deps, request.query.date),
  );

  // Platform health (super admins): /test-backend.
  const superAdmin = { onRequest: app.requireSuperAdmin };

  app.get(
    '/admin/health',
    { ...superAdmin, schema: { tags, security, response: { 200: AdminHealthResponseSchema } } },
    async () => health.getHealth(app.deps),
  );

  for (const act of ['retry', 'discard'] as const) {
    app.post(
      `/admin/jobs/:id/${act}`,
      {
        ...superAdmin,
        schema: {
          tags,
          security,
          params: AdminJobParamsSchema,
          response: { 200: AdminActionResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: await health.actOnFailedJob(
          app.deps,
          currentAuth(request).user,
          request.params.id,
          act,
        ),
      }),
    );
  }

  app.post(
    '/admin/test-email',
    { ...superAdmin, schema: { tags, security, response: { 200: AdminActionResultSchema } } },
    async (request) => ({
      success: true as const,
      message: await health.sendTestEmail(app.deps, currentAuth(request).user),
    }),
  );
};
