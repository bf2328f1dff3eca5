import { SHOP_MESSAGES } from '@app/contracts';
import { validationError } from '#src/platform/multipart.ts';
import type { OrderCursor } from './shop.repo.ts';

/** Keyset cursor of the orders list: created_at as PostgreSQL's text and id, base64url JSON. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const encodeOrderCursor = (cursor: OrderCursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

export function decodeOrderCursor(text: string): OrderCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    typeof parsed[1] === 'string' &&
    TIMESTAMP_PATTERN.test(parsed[0]) &&
    UUID_PATTERN.test(parsed[1])
  ) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw validationError([{ field: 'cursor', message: SHOP_MESSAGES.invalidCursor }]);
}
