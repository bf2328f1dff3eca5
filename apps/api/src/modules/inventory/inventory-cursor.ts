import { INVENTORY_MESSAGES, INVENTORY_SORTS, type InventorySort } from '@app/contracts';
import { validationError } from '#src/platform/multipart.ts';

/**
 * Keyset cursors: the sort, its direction and the (key, id) of the last row of a page, as
 * base64url JSON. The key is checked against the sort's format, so a forged cursor is a 400
 * and never reaches a cast in SQL.
 */
export interface ItemCursor {
  sort: InventorySort;
  order: 'asc' | 'desc';
  key: string;
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_FORMATS: Record<InventorySort, RegExp> = {
  name: /^[\s\S]{0,800}$/,
  price: /^\d{1,12}\.\d{2}$/,
  stock: /^-?\d{1,10}$/,
  updated: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
};

export function encodeCursor(cursor: ItemCursor): string {
  const { sort, order, key, id } = cursor;
  return Buffer.from(JSON.stringify([sort, order, key, id])).toString('base64url');
}

const invalidCursor = () =>
  validationError([{ field: 'cursor', message: INVENTORY_MESSAGES.invalidCursor }]);

export function decodeCursor(text: string, sort: InventorySort, order: 'asc' | 'desc'): ItemCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [s, o, key, id] = parsed as unknown[];
  if (
    s !== sort ||
    o !== order ||
    !INVENTORY_SORTS.includes(s as InventorySort) ||
    typeof key !== 'string' ||
    typeof id !== 'string' ||
    !UUID_PATTERN.test(id) ||
    !KEY_FORMATS[sort].test(key) ||
    key.includes('\u0000')
  ) {
    throw invalidCursor();
  }
  return { sort, order, key, id };
}
