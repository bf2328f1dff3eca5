import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddManagerBodySchema,
  BusinessIdParamsSchema,
  ManagerListResponseSchema,
  ManagerParamsSchema,
  ManagerResponseSchema,
  MessageResponseSchema,
} from '@app/contracts';
import { requirePaidFeature, requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './managers.service.ts';

const tags = ['managers'];
const security = [{ bearer: [] }];

export const managersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the owner manages the people of a business (a manager is refused with 403).
  const owner = { onRequest: [app.requireVerified], preValidation: [requireBusiness('owner')] };

  app.get(
    '/businesses/:id/managers',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: ManagerListResponseSchema },
      },
    },
    async (request) => ({
      managers: await service.listManagers(app.deps, currentBusiness(request)),
    }),
  );

  app.post(
    '/businesses/:id/managers',
    {
      ...owner,
      // Before the body is read: an account without access hears that, not a validation error
      // (the service checks again, for callers other than this route).
      preValidation: [
        requireBusiness('owner'),
        requireWriteAccess('add_manager'),
        requirePaidFeature('add_manager'),
      ],
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: AddManagerBodySchema,
        response: { 201: ManagerResponseSchema },
      },
    },
    async (request, reply) => {
      const manager = await service.addManager(
        app.deps,
        currentAuth(request).user,
        currentBusiness(request),
        request.body.identifier,
      );
      return reply.code(201).send({ manager });
    },
  );

  app.delete(
    '/businesses/:id/managers/:userId',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: ManagerParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) =>
      service.removeManager(
        app.deps,
        currentAuth(request).user,
        currentBusiness(request),
        request.params.userId,
      ),
  );
};
