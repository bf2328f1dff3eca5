import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCheckResponseSchema } from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';

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
};
