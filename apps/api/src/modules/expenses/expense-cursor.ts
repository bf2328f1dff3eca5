import { EXPENSE_MESSAGES } from '@app/contracts';
import { validationError } from '#src/platform/multipart.ts';
import type { ExpenseCursor } from './expenses.repo.ts';

/**
 * Keyset cursor of the expenses list: the last row's date, created_at as PostgreSQL's text
 * (microseconds kept) and id, as base64url JSON, checked before it reaches a cast in SQL.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const encodeExpenseCursor = (cursor: ExpenseCursor) =>
  Buffer.from(JSON.stringify([cursor.date, cursor.createdAt, cursor.id])).toString('base64url');

export function decodeExpenseCursor(text: string): ExpenseCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    parsed.every((p) => typeof p === 'string') &&
    DATE_PATTERN.test(parsed[0] as string) &&
    TIMESTAMP_PATTERN.test(parsed[1] as string) &&
    UUID_PATTERN.test(parsed[2] as string)
  ) {
    const [date, createdAt, id] = parsed as [string, string, string];
    return { date, createdAt, id };
  }
  throw validationError([{ field: 'cursor', message: EXPENSE_MESSAGES.invalidCursor }]);
}
