import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, HealthResponseSchema } from '@app/contracts';
import { sql } from 'drizzle-orm';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, version: APP_VERSION, database: app.deps.database.kind };
    },
  );
};
