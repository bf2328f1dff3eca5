import { validationError } from './multipart.ts';

/**
 * Keyset cursors for every list: the sort keys of a page's last row, then its id, as base64url
 * JSON. Each part is checked against its own pattern when it comes back, so a forged cursor is a
 * 400 with the list's message and never reaches a cast in SQL.
 */
/** A timestamptz as PostgreSQL prints it (microseconds kept, so no two rows tie by rounding). */
export const PG_TIMESTAMP_PATTERN =
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type CursorPart = RegExp | ((part: string) => boolean);

export const encodeKeyset = (parts: readonly string[]) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

export function decodeKeyset(
  text: string,
  parts: readonly CursorPart[],
  message: string,
): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === parts.length &&
    parsed.every((value, i) => {
      if (typeof value !== 'string' || value.includes('\u0000')) return false;
      const check = parts[i]!;
      return typeof check === 'function' ? check(value) : check.test(value);
    });
  if (!valid) throw validationError([{ field: 'cursor', message }]);
  return parsed as string[];
}
