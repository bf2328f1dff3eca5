import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APP_VERSION,
  HealthResponseSchema,
  HealthUnavailableSchema,
  LivenessResponseSchema,
} from '@app/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#src/platform/db-errors.ts';

/** How long the readiness probe waits for the database before calling it down. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * /api/health is the readiness probe: 200 when the database answers, 503 when it does not (or
 * while the server shuts down), so a load balancer sends traffic elsewhere. /api/health/live is
 * the liveness probe: the process answers, whatever the database does (do not restart a server
 * because PostgreSQL is away).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // A `select 1`, or on PGlite's worker while a report runs, the worker answering (db.ts).
  const databaseAnswers = () => app.deps.database.answers(PROBE_TIMEOUT_MS);

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: HealthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      const database = app.deps.database.kind;
      if (!closing && (await databaseAnswers())) {
        return { status: 'ok' as const, version: APP_VERSION, database };
      }
      const message = closing ? 'The server is shutting down' : DATABASE_UNAVAILABLE_MESSAGE;
      return reply.code(503).send({
        status: 'unavailable' as const,
        version: APP_VERSION,
        database,
        error: message,
        message,
        errorCode: closing ? ('SHUTTING_DOWN' as const) : ('DATABASE_UNAVAILABLE' as const),
      });
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: LivenessResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
};
