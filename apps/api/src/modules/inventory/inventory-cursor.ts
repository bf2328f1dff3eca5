import { INVENTORY_MESSAGES, type InventorySort, UUID_PATTERN } from '@app/contracts';
import { decodeKeyset, encodeKeyset, PG_TIMESTAMP_PATTERN } from '#src/platform/keyset-cursor.ts';

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

const KEY_FORMATS: Record<InventorySort, RegExp> = {
  name: /^[\s\S]{0,800}$/,
  price: /^\d{1,12}\.\d{2}$/,
  stock: /^-?\d{1,10}$/,
  updated: PG_TIMESTAMP_PATTERN,
};

export function encodeCursor(cursor: ItemCursor): string {
  const { sort, order, key, id } = cursor;
  return encodeKeyset([sort, order, key, id]);
}

/** A cursor is only good for the sort and direction it was made for. */
export function decodeCursor(text: string, sort: InventorySort, order: 'asc' | 'desc'): ItemCursor {
  const [, , key, id] = decodeKeyset(
    text,
    [(s) => s === sort, (o) => o === order, KEY_FORMATS[sort], UUID_PATTERN],
    INVENTORY_MESSAGES.invalidCursor,
  );
  return { sort, order, key: key!, id: id! };
}
