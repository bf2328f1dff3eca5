import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_MESSAGES, type ErrorDetail } from '@app/contracts';
import { validationError } from '#src/platform/multipart.ts';

/** Deeper than any body a route accepts; a deeper one is left to the schema to refuse. */
const MAX_DEPTH = 32;

/**
 * Where a NUL character (U+0000) hides in a parsed value: PostgreSQL refuses it in text, so a
 * string carrying one would reach the database and fail there as a 500.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && key.includes('\u0000')) return here;
    const found = findNul(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export function nulDetail(field: string): ErrorDetail {
  return { field, message: INPUT_MESSAGES.nulCharacter };
}

function checkRequest(request: FastifyRequest) {
  const field =
    findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
  if (field) throw validationError([nulDetail(field)]);
}

/**
 * One check for every route, before its schema runs: JSON bodies, query strings and path
 * parameters. Multipart fields are read later by platform/multipart.ts, which checks them too.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => checkRequest(request));
});
