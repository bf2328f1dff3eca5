import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@app/contracts';
import { ErrorBodySchema } from '@app/contracts/errors';
import { finishOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with and
 * finished by openapi-document.ts (operation ids, summaries, error answers, security), at
 * `/api/docs/json`; readable docs (Swagger UI, served from our own origin) at `/api/docs`.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const errorSchema = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  delete errorSchema.$schema;
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema as zod writes it (a nullable union is `type: 'null'` in a union).
      openapi: '3.1.0',
      info: { title: 'ShopBook API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      finishOpenApiDocument(
        (documentObject as unknown as { openapiObject: OpenApiDocument }).openapiObject,
        errorSchema,
        app.deps.config.PUBLIC_URL ?? '/',
      ) as never,
  });
  // Also serves the document itself at /api/docs/json.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own files only: scripts and styles from this origin, as the app's CSP requires.
    staticCSP: true,
    uiConfig: { url: '/api/docs/json', deepLinking: true, docExpansion: 'list' },
  });
});
