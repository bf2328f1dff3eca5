import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CreateItemBodySchema,
  DeleteItemImageResponseSchema,
  DeleteItemResponseSchema,
  GenerateBarcodeResponseSchema,
  IMPORT_MESSAGES,
  ImportQuerySchema,
  ImportResponseSchema,
  INVENTORY_IMPORT_MAX_BYTES,
  INVENTORY_MESSAGES,
  ItemListResponseSchema,
  ItemParamsSchema,
  ItemResponseSchema,
  ItemSettingsInputSchema,
  ITEM_IMAGE_MAX_BYTES,
  ListItemsQuerySchema,
  ShowInShopBodySchema,
  UpdateItemBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import { readForm, validationError } from '#src/platform/multipart.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { currentAuth } from '#src/plugins/auth.ts';
import { decodeCsv } from './inventory-csv.ts';
import * as importService from './inventory-import.service.ts';
import * as service from './inventory.service.ts';

const tags = ['inventory'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body is validated (404 first). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  // A CSV import may also arrive as the raw body; this parser is scoped to these routes.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: INVENTORY_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/businesses/:id/inventory',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        querystring: ListItemsQuerySchema,
        response: { 200: ItemListResponseSchema },
      },
    },
    async (request) => {
      const access = currentBusiness(request);
      return fromReplica(app.deps, access.id, (db) => service.listItems(db, access, request.query));
    },
  );

  app.post(
    '/businesses/:id/inventory',
    {
      ...write('create_item'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateItemBodySchema,
        response: { 201: ItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const item = await service.createItem(
        app.deps.db,
        currentBusiness(request),
        user,
        request.body,
      );
      return reply.code(201).send({ item });
    },
  );

  app.get(
    '/businesses/:id/inventory/export.csv',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const access = currentBusiness(request);
      const day = app.deps.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="inventory-${access.row.slug}-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(importService.exportInventory(app.deps.db, access.id)));
    },
  );

  app.post(
    '/businesses/:id/inventory/import',
    {
      ...write('import_inventory'),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data', 'text/csv'],
        params: BusinessIdParamsSchema,
        querystring: ImportQuerySchema,
        response: { 200: ImportResponseSchema },
      },
    },
    async (request) => {
      let bytes: Buffer | undefined;
      if (request.isMultipart()) {
        const form = await readForm(request, {
          fileField: 'file',
          maxFileBytes: INVENTORY_IMPORT_MAX_BYTES,
          fileTooLargeMessage: IMPORT_MESSAGES.tooLarge,
        });
        bytes = form.file?.buffer;
      } else if (Buffer.isBuffer(request.body)) {
        bytes = request.body;
      }
      if (!bytes || bytes.length === 0) {
        throw validationError([{ field: 'file', message: IMPORT_MESSAGES.fileRequired }]);
      }
      return importService.importInventory(
        app.deps,
        app.deps.db,
        currentBusiness(request),
        currentAuth(request).user,
        decodeCsv(bytes),
        request.query.dryRun,
      );
    },
  );

  app.get(
    '/businesses/:id/inventory/:itemId',
    {
      ...read,
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        response: { 200: ItemResponseSchema },
      },
    },
    async (request) => ({
      item: await service.getItem(app.deps.db, currentBusiness(request), request.params.itemId),
    }),
  );

  app.put(
    '/businesses/:id/inventory/:itemId',
    {
      ...write('update_item'),
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        body: UpdateItemBodySchema,
        response: { 200: ItemResponseSchema },
      },
    },
    async (request) => ({
      item: await service.updateItem(
        app.deps,
        app.deps.db,
        currentBusiness(request),
        currentAuth(request).user,
        request.params.itemId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/inventory/:itemId',
    {
      ...write('delete_item'),
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        response: { 200: DeleteItemResponseSchema },
      },
    },
    async (request) =>
      service.deleteItem(app.deps, currentBusiness(request), request.params.itemId),
  );

  app.post(
    '/businesses/:id/inventory/:itemId/barcode',
    {
      ...write('update_item'),
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        response: { 200: GenerateBarcodeResponseSchema, 201: GenerateBarcodeResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.generateBarcode(
        app.deps.db,
        currentBusiness(request),
        request.params.itemId,
      );
      return reply.code(answer.generated ? 201 : 200).send(answer);
    },
  );

  app.patch(
    '/businesses/:id/inventory/:itemId/settings/show-in-shop',
    {
      ...write('update_item'),
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        body: ShowInShopBodySchema,
        response: { 200: ItemResponseSchema },
      },
    },
    async (request) => ({
      item: await service.setShowInShop(
        app.deps.db,
        currentBusiness(request),
        request.params.itemId,
        request.body.showInShop,
      ),
    }),
  );

  app.put(
    '/businesses/:id/inventory/:itemId/settings',
    {
      ...write('update_item'),
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        body: ItemSettingsInputSchema,
        response: { 200: ItemResponseSchema },
      },
    },
    async (request) => ({
      item: await service.updateSettings(
        app.deps.db,
        currentBusiness(request),
        request.params.itemId,
        request.body,
      ),
    }),
  );

  app.put(
    '/businesses/:id/inventory/:itemId/image',
    {
      ...write('update_item'),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: ItemParamsSchema,
        response: { 200: ItemResponseSchema },
      },
    },
    async (request) => {
      const form = () =>
        readForm(request, {
          fileField: 'image',
          maxFileBytes: ITEM_IMAGE_MAX_BYTES,
          fileTooLargeMessage: INVENTORY_MESSAGES.imageTooLarge,
        });
      return {
        item: await service.replaceImage(
          app.deps,
          currentBusiness(request),
          request.params.itemId,
          form,
        ),
      };
    },
  );

  app.delete(
    '/businesses/:id/inventory/:itemId/image',
    {
      ...write('update_item'),
      schema: {
        tags,
        security,
        params: ItemParamsSchema,
        response: { 200: DeleteItemImageResponseSchema },
      },
    },
    async (request) =>
      service.removeImage(app.deps, currentBusiness(request), request.params.itemId),
  );
};
