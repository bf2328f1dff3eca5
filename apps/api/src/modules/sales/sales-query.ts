import { sql, type SQL } from 'drizzle-orm';
import { SALE_MESSAGES } from '@app/contracts';
import { validationError } from '#src/platform/multipart.ts';

/**
 * Date filters: a day (YYYY-MM-DD) is read in the business's time zone and covers the whole
 * day; an instant with its offset is taken as is. Both bounds are inclusive.
 */
export function dayBounds(timezone: string) {
  return {
    lower: (value: string): SQL =>
      value.length === 10
        ? sql`(${value}::date::timestamp at time zone ${timezone})`
        : sql`${value}::timestamptz`,
    upper: (value: string): SQL =>
      value.length === 10
        ? sql`((${value}::date + 1)::timestamp at time zone ${timezone})`
        : sql`(${value}::timestamptz + interval '1 microsecond')`,
  };
}

/**
 * Keyset cursor of the sales list: the last row's sold_at as PostgreSQL's text (microseconds
 * kept) and its id, as base64url JSON, checked before it reaches a cast in SQL.
 */
export interface SaleCursor {
  soldAt: string;
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const encodeSaleCursor = (cursor: SaleCursor) =>
  Buffer.from(JSON.stringify([cursor.soldAt, cursor.id])).toString('base64url');

export function decodeSaleCursor(text: string): SaleCursor {
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
    return { soldAt: parsed[0], id: parsed[1] };
  }
  throw validationError([{ field: 'cursor', message: SALE_MESSAGES.invalidCursor }]);
}
