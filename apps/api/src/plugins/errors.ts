import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatValidationDetails, type ErrorDetail } from '@app/contracts';
import { AppError } from '#src/platform/errors.ts';

function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const field = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'request';
}

/** Turns every error into `{ error, message, errorCode, details? }`; a 5xx never leaks its cause. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const { details, ...extra } = err.extra;
      return reply.code(err.statusCode).send({
        error: err.message,
        message: err.message,
        errorCode: err.errorCode,
        ...(details ? { details } : {}),
        ...extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: ErrorDetail[] = err.validation.map((v) => ({
        field: fieldOf(v.instancePath, err.validationContext),
        message: v.message ?? 'Invalid value',
      }));
      const message = formatValidationDetails(details);
      return reply
        .code(400)
        .send({ error: message, message, errorCode: 'VALIDATION_FAILED', details });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      const message = 'Too many requests. Please try again later.';
      return reply.code(429).send({ error: message, message, errorCode: 'RATE_LIMITED' });
    }
    if (status === 413) {
      const message = 'The upload is too large';
      return reply.code(413).send({ error: message, message, errorCode: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      const message = err.message || 'Bad request';
      const details = [{ field: 'request', message }];
      return reply.code(status).send({
        error: status === 400 ? formatValidationDetails(details) : message,
        message: status === 400 ? formatValidationDetails(details) : message,
        errorCode:
          status === 400 ? 'VALIDATION_FAILED' : status === 404 ? 'NOT_FOUND' : 'FORBIDDEN',
        ...(status === 400 ? { details } : {}),
      });
    }
    request.log.error({ err }, 'unhandled error');
    const message = 'An unexpected error occurred';
    return reply.code(500).send({ error: message, message, errorCode: 'INTERNAL_ERROR' });
  });

  app.setNotFoundHandler((request, reply) => {
    const message = `Route ${request.method} ${request.url.split('?')[0]} not found`;
    return reply.code(404).send({ error: message, message, errorCode: 'NOT_FOUND' });
  });
});
