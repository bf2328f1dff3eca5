import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  SYNC_STATUS_RATE_LIMIT,
  SyncStatusBodySchema,
  SyncStatusResponseSchema,
} from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import { upsertSyncReport } from './sync-status.repo.ts';

const tags = ['sync-status'];
const security = [{ bearer: [] }];

/**
 * A device reports its queue of sales made offline for one business (ADR 029). Any member, even
 * on an expired trial: telling the server what waits is not a paid write, and it must never be
 * what stops a queue from being seen. Limited per user, not per address (a shop's tills share one).
 */
export const syncStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/businesses/:id/sync-status',
    {
      onRequest: [app.requireVerified],
      preValidation: [requireBusiness('member')],
      config: {
        rateLimit: {
          ...SYNC_STATUS_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `sync-status:${currentAuth(request).user.id}`,
        },
      },
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: SyncStatusBodySchema,
        response: { 200: SyncStatusResponseSchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const body = request.body;
      const reportedAt = app.deps.now();
      await upsertSyncReport(app.deps.db, {
        businessId: currentBusiness(request).id,
        userId: user.id,
        deviceId: body.deviceId,
        waiting: body.waiting,
        oldestWaitingAt: body.oldestWaitingAt ? new Date(body.oldestWaitingAt) : null,
        lastSyncAt: body.lastSyncAt ? new Date(body.lastSyncAt) : null,
        reportedAt,
      });
      return { reportedAt: reportedAt.toISOString() };
    },
  );
};
