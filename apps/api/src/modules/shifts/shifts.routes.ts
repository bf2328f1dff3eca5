import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CashMovementBodySchema,
  CashMovementResponseSchema,
  CloseShiftBodySchema,
  ListShiftsQuerySchema,
  OpenShiftBodySchema,
  ShiftListResponseSchema,
  ShiftParamsSchema,
  ShiftReportResponseSchema,
  ShiftResponseSchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { withIdempotency } from '#src/platform/idempotency.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import * as service from './shifts.service.ts';

const tags = ['shifts'];
const security = [{ bearer: [] }];

/**
 * Shifts and cash-up (ADR 075): owners and managers; the business check runs before the body is
 * validated (404 first). Every write takes an Idempotency-Key (opening also the client's own
 * `id`), so a till's offline queue can send it again safely.
 */
export const shiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/shifts',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListShiftsQuerySchema,
        response: { 200: ShiftListResponseSchema },
      },
    },
    async (request) => service.listShifts(app.deps.db, currentBusiness(request), request.query),
  );

  app.post(
    '/businesses/:id/shifts',
    {
      ...write('open_shift'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: OpenShiftBodySchema,
        response: { 201: ShiftResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      try {
        await withIdempotency(
          request,
          reply,
          'open_shift',
          async (db) => ({
            statusCode: 201,
            body: { shift: await service.openShift(db, access, user, request.body) },
          }),
          { clientId: request.body.id },
        );
      } catch (err) {
        throw (await service.openRefusal(app.deps.db, access, request.body.id, err)) ?? err;
      }
    },
  );

  app.get(
    '/businesses/:id/shifts/:shiftId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: ShiftParamsSchema,
        response: { 200: ShiftReportResponseSchema },
      },
    },
    async (request) => ({
      shift: await service.getShift(app.deps.db, currentBusiness(request), request.params.shiftId),
    }),
  );

  app.post(
    '/businesses/:id/shifts/:shiftId/cash-movements',
    {
      ...write('shift_cash_movement'),
      schema: {
        tags,
        security,
        params: ShiftParamsSchema,
        body: CashMovementBodySchema,
        response: { 201: CashMovementResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotency(request, reply, 'shift_cash_movement', async (db) => ({
        statusCode: 201,
        body: {
          cashMovement: await service.addCashMovement(
            db,
            access,
            user,
            request.params.shiftId,
            request.body,
          ),
        },
      }));
    },
  );

  app.post(
    '/businesses/:id/shifts/:shiftId/close',
    {
      ...write('close_shift'),
      schema: {
        tags,
        security,
        params: ShiftParamsSchema,
        body: CloseShiftBodySchema,
        response: { 200: ShiftReportResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const { user } = currentAuth(request);
      await withIdempotency(request, reply, 'close_shift', async (db) => ({
        statusCode: 200,
        body: {
          shift: await service.closeShift(
            db,
            access,
            user,
            request.params.shiftId,
            request.body.countedCash,
            request.body.staffId,
          ),
        },
      }));
    },
  );
};
