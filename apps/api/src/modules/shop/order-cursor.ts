import { SHOP_MESSAGES, UUID_PATTERN } from '@app/contracts';
import { decodeKeyset, encodeKeyset, PG_TIMESTAMP_PATTERN } from '#src/platform/keyset-cursor.ts';
import type { OrderCursor } from './shop.repo.ts';

/** Keyset cursor of the orders list: created_at as PostgreSQL's text, and id. */
export const encodeOrderCursor = (cursor: OrderCursor) =>
  encodeKeyset([cursor.createdAt, cursor.id]);

export function decodeOrderCursor(text: string): OrderCursor {
  const [createdAt, id] = decodeKeyset(
    text,
    [PG_TIMESTAMP_PATTERN, UUID_PATTERN],
    SHOP_MESSAGES.invalidCursor,
  );
  return { createdAt: createdAt!, id: id! };
}
