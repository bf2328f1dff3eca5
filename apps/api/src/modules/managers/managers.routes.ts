import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddManagerBodySchema,
  BusinessIdParamsSchema,
  ManagerListResponseSchema,
  ManagerParamsSchema,
  ManagerResponseSchema,
  MessageResponseSchema,
} from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './managers.service.ts';

const tags = ['managers'];
const security = [{ bearer: [] }];

export const managersRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };

  app.get(
    '/businesses/:id/managers',
    {
      ...member,
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
      ...member,
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
      ...member,
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
