import type { InventoryItem } from '@app/contracts/inventory';

/** One source's answer for the grid, and whether it answers the text now in the search box. */
export interface ProductAnswer {
  items: InventoryItem[];
  current: boolean;
}

export interface ShownProducts {
  /** Undefined while neither source has answered anything yet. */
  items: InventoryItem[] | undefined;
  /** An older text's answer, shown dimmed until this text's arrives. */
  stale: boolean;
}

/**
 * What the POS grid shows for the text in the search box (ADR 082): the server's answer to that
 * text once it is in (the truth: stock sold at another till, items added on another phone); until
 * then the local catalogue's answer to it, which comes at once (no debounce, no round trip); and
 * while neither has answered this text, the last answer, dimmed. The local one is preferred among
 * older answers: it follows the keys, the server's lags a debounce and a round trip behind.
 */
export function shownProducts(
  local: ProductAnswer | undefined,
  server: ProductAnswer | undefined,
): ShownProducts {
  if (server?.current) {
    return { items: keepUnchanged(server.items, local?.current ? local.items : []), stale: false };
  }
  if (local?.current) return { items: local.items, stale: false };
  const older = local ?? server;
  return { items: older?.items, stale: older !== undefined };
}

/**
 * The server's items, each replaced by the local answer's object where nothing the tile shows
 * differs: the memoised tiles of unchanged products do not render again when the server's answer
 * takes over from the local one.
 */
export function keepUnchanged(server: InventoryItem[], local: InventoryItem[]): InventoryItem[] {
  if (local.length === 0) return server;
  const mine = new Map(local.map((item) => [item.id, item]));
  return server.map((item) => {
    const same = mine.get(item.id);
    return same && sameTile(same, item) ? same : item;
  });
}

const sameTile = (a: InventoryItem, b: InventoryItem) =>
  a.updatedAt === b.updatedAt &&
  a.name === b.name &&
  a.price === b.price &&
  a.stock === b.stock &&
  a.isLowStock === b.isLowStock;
