import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUSINESS_JSON_FIELDS,
  BUSINESS_MESSAGES,
  BusinessIdParamsSchema,
  BusinessListResponseSchema,
  BusinessLogoResponseSchema,
  BusinessResponseSchema,
  DeleteBusinessLogoResponseSchema,
  LOGO_MAX_BYTES,
  MessageResponseSchema,
} from '@app/contracts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { readForm } from '#src/platform/multipart.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './businesses.service.ts';

const tags = ['businesses'];
const security = [{ bearer: [] }];
/** Create and update take JSON or a multipart form (objects as JSON strings, file `logo`). */
const consumes = ['multipart/form-data', 'application/json'];

const businessForm = (request: FastifyRequest) => () =>
  readForm(request, {
    fileField: 'logo',
    jsonFields: BUSINESS_JSON_FIELDS,
    maxFileBytes: LOGO_MAX_BYTES,
    fileTooLargeMessage: BUSINESS_MESSAGES.logoTooLarge,
  });

export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const owner = { onRequest: [app.requireVerified], preValidation: [requireBusiness('owner')] };

  app.get(
    '/businesses',
    {
      onRequest: [app.requireVerified],
      schema: { tags, security, response: { 200: BusinessListResponseSchema } },
    },
    async (request) => ({
      businesses: await service.listBusinesses(app.deps, currentAuth(request).user),
    }),
  );

  // Signed in, not requireVerified: create answers SPEC's own verification text.
  app.post(
    '/businesses',
    {
      onRequest: [app.authenticate],
      schema: { tags, security, consumes, response: { 201: BusinessResponseSchema } },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const business = await service.createBusiness(app.deps, user, businessForm(request));
      return reply.code(201).send({ business });
    },
  );

  app.get(
    '/businesses/:id',
    {
      ...member,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: BusinessResponseSchema },
      },
    },
    async (request) => ({
      business: await service.getBusiness(app.deps, currentBusiness(request)),
    }),
  );

  app.put(
    '/businesses/:id',
    {
      ...owner,
      schema: {
        tags,
        security,
        consumes,
        params: BusinessIdParamsSchema,
        response: { 200: BusinessResponseSchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const access = currentBusiness(request);
      return {
        business: await service.updateBusiness(app.deps, user, access, businessForm(request)),
      };
    },
  );

  app.delete(
    '/businesses/:id',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) =>
      service.deleteBusiness(app.deps, currentAuth(request).user, currentBusiness(request)),
  );

  app.put(
    '/businesses/:id/logo',
    {
      ...owner,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: BusinessIdParamsSchema,
        response: { 200: BusinessLogoResponseSchema },
      },
    },
    async (request) =>
      service.replaceLogo(
        app.deps,
        currentAuth(request).user,
        currentBusiness(request),
        businessForm(request),
      ),
  );

  app.delete(
    '/businesses/:id/logo',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: DeleteBusinessLogoResponseSchema },
      },
    },
    async (request) =>
      service.removeLogo(app.deps, currentAuth(request).user, currentBusiness(request)),
  );
};
