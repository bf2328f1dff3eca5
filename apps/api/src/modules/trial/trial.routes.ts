import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OperationAccessResponseSchema,
  OperationParamsSchema,
  TrialStatusResponseSchema,
} from '@app/contracts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as trialService from './trial.service.ts';

/** Trial status for any signed-in user, verified or not (the client shows it from sign-up on). */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trial-status/current',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['trial'],
        security: [{ bearer: [] }],
        response: { 200: TrialStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await trialService.getTrialStatus(app.deps, currentAuth(request).user),
    }),
  );

  app.get(
    '/trial-status/access/:operation',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['trial'],
        security: [{ bearer: [] }],
        params: OperationParamsSchema,
        response: { 200: OperationAccessResponseSchema },
      },
    },
    async (request) => {
      const decision = await trialService.getOperationAccess(
        app.deps,
        currentAuth(request).user,
        request.params.operation,
      );
      return {
        hasAccess: decision.hasAccess,
        reason: decision.reason,
        operation: decision.operation,
        status: decision.trialStatus.status,
      };
    },
  );
};
