import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountExportParamsSchema,
  BusinessIdParamsSchema,
  ExportListQuerySchema,
  ExportListResponseSchema,
  ExportParamsSchema,
  ExportResponseSchema,
  DATA_RESTORE_MAX_BYTES,
  DATA_TRANSFER_MESSAGES,
  DataImportFieldsSchema,
  DataImportParamsSchema,
  DataImportResponseSchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { readFormToDisk, validationError } from '#src/platform/multipart.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import type { ExportRow } from './data-transfer.repo.ts';
import * as exports from './export.service.ts';
import * as imports from './import.service.ts';

const tags = ['data'];
const security = [{ bearer: [] }];
/** An export reads the whole business: a few a minute per caller is plenty. */
const EXPORT_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `data-export:${currentAuth(request).user.id}`,
} as const;

/**
 * The owner's data (ADR 078): owner only. A manager works in the business but does not
 * take its whole history (customers' balances, every sale) out of it, nor restore into it.
 */
export const dataTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: [app.requireVerified], preValidation: [requireBusiness('owner')] };

  app.post(
    '/businesses/:id/exports',
    {
      ...owner,
      config: { rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 202: ExportResponseSchema },
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const created = await exports.requestExport(
        app.deps,
        currentAuth(request).user.id,
        access.id,
      );
      return reply.code(202).send({ export: created });
    },
  );

  app.get(
    '/businesses/:id/exports',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ExportListQuerySchema,
        response: { 200: ExportListResponseSchema },
      },
    },
    async (request) =>
      exports.listExports(app.deps, { businessId: currentBusiness(request).id }, request.query),
  );

  app.get(
    '/businesses/:id/exports/:exportId',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: ExportParamsSchema,
        response: { 200: ExportResponseSchema },
      },
    },
    async (request) => ({
      export: await exports.getBusinessExport(
        app.deps,
        currentBusiness(request),
        request.params.exportId,
      ),
    }),
  );

  const sendZip = async (reply: FastifyReply, row: ExportRow, name: string) => {
    const file = await exports.openExport(app.deps, row);
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  };

  app.get(
    '/businesses/:id/exports/:exportId/download',
    {
      ...owner,
      schema: { tags, security, params: ExportParamsSchema, produces: ['application/zip'] },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const row = await exports.findBusinessExportRow(app.deps, access, request.params.exportId);
      const day = row.createdAt.toISOString().slice(0, 10);
      return sendZip(reply, row, `shopbook-${access.row.slug}-${day}.zip`);
    },
  );

  // The whole account: every business the caller owns, and their profile.
  app.post(
    '/account/exports',
    {
      onRequest: [app.requireVerified],
      config: { rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, security, response: { 202: ExportResponseSchema } },
    },
    async (request, reply) => {
      const created = await exports.requestExport(app.deps, currentAuth(request).user.id, null);
      return reply.code(202).send({ export: created });
    },
  );

  app.get(
    '/account/exports',
    {
      onRequest: [app.requireVerified],
      schema: {
        tags,
        security,
        querystring: ExportListQuerySchema,
        response: { 200: ExportListResponseSchema },
      },
    },
    async (request) =>
      exports.listExports(app.deps, { userId: currentAuth(request).user.id }, request.query),
  );

  app.get(
    '/account/exports/:exportId',
    {
      onRequest: [app.requireVerified],
      schema: {
        tags,
        security,
        params: AccountExportParamsSchema,
        response: { 200: ExportResponseSchema },
      },
    },
    async (request) => ({
      export: await exports.getAccountExport(
        app.deps,
        currentAuth(request).user.id,
        request.params.exportId,
      ),
    }),
  );

  app.get(
    '/account/exports/:exportId/download',
    {
      onRequest: [app.requireVerified],
      schema: { tags, security, params: AccountExportParamsSchema, produces: ['application/zip'] },
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const row = await exports.findAccountExportRow(app.deps, userId, request.params.exportId);
      const day = row.createdAt.toISOString().slice(0, 10);
      return sendZip(reply, row, `shopbook-account-${day}.zip`);
    },
  );

  // Imports: the owner's write (an expired plan may not), previewed, then applied.
  const ownerWrite = {
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('owner'), requireWriteAccess('import_data')],
  };

  app.post(
    '/businesses/:id/imports',
    {
      ...ownerWrite,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: BusinessIdParamsSchema,
        response: { 201: DataImportResponseSchema },
      },
    },
    async (request, reply) => {
      // Written to disk as it arrives: a restore's zip may be far larger than memory should hold.
      const form = await readFormToDisk(request, {
        fileField: 'file',
        maxFileBytes: DATA_RESTORE_MAX_BYTES,
        fileTooLargeMessage: DATA_TRANSFER_MESSAGES.tooLarge,
        dir: path.join(app.deps.config.DATA_DIR, 'tmp'),
      });
      const upload = form.file;
      let created;
      try {
        const fields = DataImportFieldsSchema.safeParse(form.fields);
        if (!fields.success) {
          throw validationError(
            fields.error.issues.map((issue) => ({
              field: issue.path.join('.') || 'request',
              message: issue.message,
            })),
          );
        }
        if (!upload || upload.size === 0) {
          throw validationError([{ field: 'file', message: DATA_TRANSFER_MESSAGES.fileRequired }]);
        }
        created = await imports.createImport(
          app.deps,
          currentBusiness(request),
          currentAuth(request).user.id,
          fields.data,
          upload,
        );
      } finally {
        if (upload) await rm(upload.path, { force: true });
      }
      return reply.code(201).send({ import: created });
    },
  );

  app.get(
    '/businesses/:id/imports/:importId',
    {
      ...owner,
      schema: {
        tags,
        security,
        params: DataImportParamsSchema,
        response: { 200: DataImportResponseSchema },
      },
    },
    async (request) => ({
      import: await imports.getImport(app.deps, currentBusiness(request), request.params.importId),
    }),
  );

  app.post(
    '/businesses/:id/imports/:importId/apply',
    {
      ...ownerWrite,
      schema: {
        tags,
        security,
        params: DataImportParamsSchema,
        response: { 200: DataImportResponseSchema },
      },
    },
    async (request) => ({
      import: await imports.applyImport(
        app.deps,
        currentBusiness(request),
        currentAuth(request).user.id,
        request.params.importId,
      ),
    }),
  );

  app.deps.jobs.register<{ exportId: string }>(EXPORT_JOB_NAME, (payload, ctx) =>
    exports.runExport(app.deps, payload.exportId, ctx),
  );
  app.deps.jobs.schedule(
    'sweep_expired_exports',
    { everyMs: 60 * 60 * 1000, firstDelayMs: 15 * 60 * 1000 },
    async (_payload, { log }) => {
      const removed = await exports.sweepExpiredExports(app.deps);
      if (removed > 0) log.info({ removed }, 'expired exports removed');
    },
  );
};

const EXPORT_JOB_NAME = exports.EXPORT_JOB;
