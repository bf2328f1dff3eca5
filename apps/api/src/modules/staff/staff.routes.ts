import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateDeviceBodySchema,
  CreateStaffBodySchema,
  DeviceCreatedResponseSchema,
  DeviceListResponseSchema,
  DeviceParamsSchema,
  MessageResponseSchema,
  StaffListResponseSchema,
  StaffParamsSchema,
  StaffReportQuerySchema,
  StaffReportResponseSchema,
  StaffResponseSchema,
  TillDeviceBodySchema,
  TillDeviceResponseSchema,
  TillSignInBodySchema,
  TillSignInResponseSchema,
  UpdateStaffBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './staff.service.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
/** PIN sign-in and the picker: per address, on top of the per-member PIN lockout. */
const TILL_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  // The owner or a manager account; a staff token never reaches these (platform/staff-access.ts).
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/staff',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: StaffListResponseSchema },
      },
    },
    async (request) => ({ staff: await service.listStaff(app.deps, currentBusiness(request)) }),
  );

  app.post(
    '/businesses/:id/staff',
    {
      ...write('add_staff'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateStaffBodySchema,
        response: { 201: StaffResponseSchema },
      },
    },
    async (request, reply) => {
      const staff = await service.createStaff(
        app.deps,
        currentAuth(request).user.id,
        currentBusiness(request),
        request.body,
      );
      return reply.code(201).send({ staff });
    },
  );

  app.put(
    '/businesses/:id/staff/:staffId',
    {
      ...write('update_staff'),
      schema: {
        tags,
        security,
        params: StaffParamsSchema,
        body: UpdateStaffBodySchema,
        response: { 200: StaffResponseSchema },
      },
    },
    async (request) => ({
      staff: await service.updateStaff(
        app.deps,
        currentAuth(request).user.id,
        currentBusiness(request),
        request.params.staffId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/staff/:staffId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: StaffParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) =>
      service.deleteStaff(app.deps, currentBusiness(request), request.params.staffId),
  );

  app.get(
    '/businesses/:id/devices',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: DeviceListResponseSchema },
      },
    },
    async (request) => ({ devices: await service.listDevices(app.deps, currentBusiness(request)) }),
  );

  app.post(
    '/businesses/:id/devices',
    {
      ...write('add_device'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateDeviceBodySchema,
        response: { 201: DeviceCreatedResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.registerDevice(
            app.deps,
            currentAuth(request).user.id,
            currentBusiness(request),
            request.body.name,
          ),
        ),
  );

  app.delete(
    '/businesses/:id/devices/:deviceId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: DeviceParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) =>
      service.revokeDevice(app.deps, currentBusiness(request), request.params.deviceId),
  );

  app.get(
    '/businesses/:id/reports/staff',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: StaffReportQuerySchema,
        response: { 200: StaffReportResponseSchema },
      },
    },
    async (request) => service.staffReport(app.deps, currentBusiness(request), request.query),
  );

  app.post(
    '/till/device',
    {
      config: { rateLimit: TILL_RATE_LIMIT },
      schema: { tags, body: TillDeviceBodySchema, response: { 200: TillDeviceResponseSchema } },
    },
    async (request) => service.tillDevice(app.deps, request.body.deviceToken),
  );

  app.post(
    '/till/sign-in',
    {
      config: { rateLimit: TILL_RATE_LIMIT },
      schema: { tags, body: TillSignInBodySchema, response: { 200: TillSignInResponseSchema } },
    },
    async (request) => service.signIn(app.deps, request.body),
  );

  app.post(
    '/till/sign-out',
    {
      onRequest: [app.authenticate],
      schema: { tags, security, response: { 200: MessageResponseSchema } },
    },
    async (request) => service.signOut(app.deps, currentAuth(request)),
  );
};
