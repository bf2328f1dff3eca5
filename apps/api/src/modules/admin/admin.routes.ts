import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCheckResponseSchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as audit from './audit.service.ts';

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
};
