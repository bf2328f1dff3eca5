import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatValidationDetails, type ErrorCode, type ErrorDetail } from '@app/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '#src/platform/db-errors.ts';
import { AppError } from '#src/platform/errors.ts';

function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const field = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'request';
}

/**
 * Each 4xx a library raises (Fastify's body parsers, multipart, rate limit) keeps its own code, so
 * a client can tell "wrong content type" from "not allowed"; a status not listed is CLIENT_ERROR.
 */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message?: string }> = {
  400: { code: 'VALIDATION_FAILED' },
  401: { code: 'UNAUTHORIZED' },
  403: { code: 'FORBIDDEN' },
  404: { code: 'NOT_FOUND' },
  405: { code: 'METHOD_NOT_ALLOWED' },
  406: { code: 'NOT_ACCEPTABLE' },
  408: { code: 'REQUEST_TIMEOUT' },
  409: { code: 'CONFLICT' },
  410: { code: 'GONE' },
  411: { code: 'LENGTH_REQUIRED' },
  412: { code: 'PRECONDITION_FAILED' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The upload is too large' },
  414: { code: 'URI_TOO_LONG' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  416: { code: 'RANGE_NOT_SATISFIABLE' },
  417: { code: 'EXPECTATION_FAILED' },
  421: { code: 'MISDIRECTED_REQUEST' },
  422: { code: 'UNPROCESSABLE_ENTITY' },
  425: { code: 'TOO_EARLY' },
  428: { code: 'PRECONDITION_REQUIRED' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
  431: { code: 'HEADERS_TOO_LARGE' },
};

export function clientErrorCode(status: number): ErrorCode {
  return CLIENT_ERRORS[status]?.code ?? 'CLIENT_ERROR';
}

function sendClientError(reply: FastifyReply, status: number, errMessage: string) {
  const known = CLIENT_ERRORS[status];
  const errorCode = clientErrorCode(status);
  if (status === 400) {
    const details = [{ field: 'request', message: errMessage || 'Bad request' }];
    const message = formatValidationDetails(details);
    return reply.code(400).send({ error: message, message, errorCode, details });
  }
  const message = known?.message ?? (errMessage || 'Bad request');
  return reply.code(status).send({ error: message, message, errorCode });
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
    if (status >= 400 && status < 500) return sendClientError(reply, status, err.message);
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      const message = DATABASE_UNAVAILABLE_MESSAGE;
      reply.header('retry-after', '2');
      return reply.code(503).send({ error: message, message, errorCode: 'DATABASE_UNAVAILABLE' });
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
