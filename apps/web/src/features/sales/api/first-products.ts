import { ItemListResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { CACHE_PREFIX, readJson, removeKey, writeJson } from '#src/lib/storage.ts';
import { productsPath } from './paths.ts';

/** How many products the POS grid asks for (and shows) at a time. */
export const PRODUCT_RESULTS_LIMIT = 24;

/** GET /businesses/{id}/inventory?search=: the grid's request, by name, 24 at a time. */
export async function searchServer(
  businessId: string,
  search: string,
  signal?: AbortSignal,
): Promise<InventoryItem[]> {
  const searchParams = new URLSearchParams({
    limit: String(PRODUCT_RESULTS_LIMIT),
    sort: 'name',
    order: 'asc',
  });
  if (search.trim()) searchParams.set('search', search.trim());
  const data = await api.get(productsPath(businessId), { searchParams, signal }).json();
  return parseResponse(ItemListResponseSchema, data).items;
}

/** A request started this long ago or more is not handed to the grid: it asks afresh. */
const EARLY_FOR_MS = 15_000;
const early = new Map<string, { at: number; request: Promise<InventoryItem[]> }>();

/**
 * ADR 040: the route's loader asks for the grid's first products while the business
 * check runs, instead of after it and after the POS's code has rendered (two round trips less
 * before the grid on a slow network). Nothing enters the query cache here: the grid's own query
 * takes this request (takeFirstProducts), so an unknown business's 404, answered while the guard
 * redirects, reaches no one.
 */
export function startFirstProducts(businessId: string): void {
  if (navigator.onLine === false || early.has(businessId)) return;
  const request = searchServer(businessId, '');
  // Its failure is the grid's to show, if the grid takes it; otherwise nobody waits for it.
  request.catch(() => {});
  early.set(businessId, { at: Date.now(), request });
}

/** The loader did not lead to the POS of this business (a redirect): its request is dropped. */
export function dropFirstProducts(businessId: string): void {
  early.delete(businessId);
}

/** The request startFirstProducts made for this business, once, while it is recent. */
export function takeFirstProducts(businessId: string): Promise<InventoryItem[]> | undefined {
  const entry = early.get(businessId);
  early.delete(businessId);
  return entry && Date.now() - entry.at < EARLY_FOR_MS ? entry.request : undefined;
}

/** Under CACHE_PREFIX: signing out clears it with the cart, so a shared phone shows no one's tiles. */
const firstPageKey = (businessId: string) => `${CACHE_PREFIX}pos_first_tiles:${businessId}`;

/**
 * The grid's first page as the server last sent it (ADR 088), for the next start of the POS on
 * this device: written when that answer comes, read synchronously in the grid's first render.
 */
export function rememberFirstPage(businessId: string, items: InventoryItem[]): void {
  if (items.length === 0) return removeKey(firstPageKey(businessId));
  // Without the cost, which a tile never shows and not everyone who signs in here may see.
  writeJson(
    firstPageKey(businessId),
    items.map(({ cost: _cost, ...item }) => item),
  );
}

/**
 * The first page as last seen here, or undefined (none, or a broken copy). Not parsed with zod:
 * the items were when they came, and its schemas are not evaluated for the first screen. Shown
 * until the server's answer, asked for at the same time, takes over (ADR 088).
 */
export function lastFirstPage(businessId: string): InventoryItem[] | undefined {
  const items = readJson<unknown>(firstPageKey(businessId));
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const wanted = businessId.toLowerCase();
  const ok = items.every(
    (i: Partial<InventoryItem> | null) =>
      typeof i?.id === 'string' &&
      i.businessId?.toLowerCase() === wanted &&
      typeof i.name === 'string' &&
      typeof i.price === 'number' &&
      typeof i.stock === 'number',
  );
  return ok ? (items as InventoryItem[]) : undefined;
}
