import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessIdParamsSchema,
  CategoryListResponseSchema,
  CategoryParamsSchema,
  CategoryResponseSchema,
  CreateCategoryBodySchema,
  DeleteCategoryResponseSchema,
  ReorderCategoriesBodySchema,
  UpdateCategoryBodySchema,
} from '@app/contracts';
import { requireWriteAccess } from '#src/platform/access.ts';
import { currentBusiness, requireBusiness } from '#src/platform/business-access.ts';
import * as service from './categories.service.ts';

const tags = ['categories'];
const security = [{ bearer: [] }];

/** Owners and managers; the business check runs before the body is validated (404 first). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: [app.requireVerified], preValidation: [requireBusiness('member')] };
  const write = (operation: string) => ({
    onRequest: [app.requireVerified],
    preValidation: [requireBusiness('member'), requireWriteAccess(operation)],
  });

  app.get(
    '/businesses/:id/categories',
    {
      ...read,
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request) => ({
      categories: await service.listCategories(app.deps.db, currentBusiness(request).id),
    }),
  );

  app.post(
    '/businesses/:id/categories',
    {
      ...write('create_category'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: CreateCategoryBodySchema,
        response: { 201: CategoryResponseSchema },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(
        app.deps.db,
        currentBusiness(request),
        request.body,
      );
      return reply.code(201).send({ category });
    },
  );

  app.put(
    '/businesses/:id/categories/reorder',
    {
      ...write('reorder_categories'),
      schema: {
        tags,
        security,
        params: BusinessIdParamsSchema,
        body: ReorderCategoriesBodySchema,
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request) => ({
      categories: await service.reorderCategories(
        app.deps.db,
        currentBusiness(request),
        request.body,
      ),
    }),
  );

  app.put(
    '/businesses/:id/categories/:catId',
    {
      ...write('update_category'),
      schema: {
        tags,
        security,
        params: CategoryParamsSchema,
        body: UpdateCategoryBodySchema,
        response: { 200: CategoryResponseSchema },
      },
    },
    async (request) => ({
      category: await service.updateCategory(
        app.deps.db,
        currentBusiness(request),
        request.params.catId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/businesses/:id/categories/:catId',
    {
      ...write('delete_category'),
      schema: {
        tags,
        security,
        params: CategoryParamsSchema,
        response: { 200: DeleteCategoryResponseSchema },
      },
    },
    async (request) =>
      service.deleteCategory(app.deps.db, currentBusiness(request), request.params.catId),
  );
};
