import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ItemListResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import { api, isNetworkFailure, parseResponse } from '#src/lib/api-client.ts';
import { whenFirstScreenShown } from '#src/lib/first-screen.tsx';
import { onIdle } from '#src/lib/on-idle.ts';
import {
  cachedItemByCode,
  catalogueRefreshedAt,
  onCatalogueRefreshed,
  replaceItems,
  saveItems,
  searchCachedItems,
} from '../offline/catalogue-store.ts';
import { allQueuedSales, onOutboxChange } from '../offline/outbox-store.ts';
import {
  lastFirstPage,
  PRODUCT_RESULTS_LIMIT,
  rememberFirstPage,
  searchServer,
  takeFirstProducts,
} from './first-products.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';
import { salesKeys } from './keys.ts';
import { productsPath } from './paths.ts';
import { shownProducts } from './shown-products.ts';

export { PRODUCT_RESULTS_LIMIT };

/**
 * GET /businesses/{id}/inventory?search=: the POS's own small fetcher (features never import each
 * other). The server matches word prefixes of the name and prefixes of the SKU and barcode.
 */
export async function searchProducts(
  businessId: string,
  search: string,
  signal?: AbortSignal,
): Promise<InventoryItem[]> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // Known offline: answer at once from the local copy instead of waiting out the retries.
    const local = await localSearch(businessId, search);
    if (local !== null) return local;
  }
  try {
    // The grid's first page may already be on its way, asked for by the route's loader.
    const first = !search.trim();
    const items = await ((first && takeFirstProducts(businessId)) ||
      searchServer(businessId, search, signal));
    void saveItems(items).catch(() => {});
    if (first) rememberFirstPage(businessId, items);
    return items;
  } catch (err) {
    // No connection: the local catalogue answers, with the waiting sales' quantities taken off.
    if (!isNetworkFailure(err)) throw err;
    const local = await localSearch(businessId, search);
    if (local === null) throw err;
    return local;
  }
}

async function localSearch(businessId: string, search: string) {
  try {
    const queued = await allQueuedSales();
    return await searchCachedItems(businessId, search, queued, PRODUCT_RESULTS_LIMIT);
  } catch {
    return null; // No IndexedDB here: the network error stands.
  }
}

/**
 * The whole catalogue of the business into the local copy (pages of LIST_MAX_LIMIT), so the POS
 * can sell anything with no connection. Run when the POS opens online.
 */
export async function refreshCatalogue(businessId: string, signal?: AbortSignal): Promise<number> {
  const items: InventoryItem[] = [];
  let cursor: string | null = null;
  do {
    const searchParams = new URLSearchParams({ limit: String(LIST_MAX_LIMIT), sort: 'name' });
    if (cursor) searchParams.set('cursor', cursor);
    const data = await api.get(productsPath(businessId), { searchParams, signal }).json();
    const page = parseResponse(ItemListResponseSchema, data);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  await replaceItems(businessId, items);
  return items.length;
}

/**
 * refreshCatalogue as background work (ADR 023): after the first screen's products (the query
 * the grid shows, so no second request), once the grid is on screen and the browser is idle, so
 * that its pages of LIST_MAX_LIMIT items, their validation and the writes to IndexedDB do not
 * compete with the first screen for a slow phone's network and main thread. Idle alone came
 * while the grid was still being rendered: the catalogue's request then started before the
 * grid's largest paint, which Lighthouse counts as a request that paint needed.
 */
export async function refreshCatalogueWhenIdle(
  queryClient: QueryClient,
  businessId: string,
  signal: AbortSignal,
): Promise<number> {
  // Its failure is the grid's to show; the catalogue is asked for all the same.
  await queryClient.ensureQueryData(searchProductsQueryOptions(businessId, '')).catch(() => {});
  await whenFirstScreenShown();
  await whenIdle(signal);
  signal.throwIfAborted();
  return refreshCatalogue(businessId, signal);
}

/** The browser's next idle period (at most 3 s away), or at once when the work is cancelled. */
function whenIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      signal.removeEventListener('abort', cancel);
      resolve();
    };
    const cancelIdle = onIdle(done, { timeoutMs: 3000, fallbackMs: 500 });
    const cancel = () => {
      cancelIdle();
      done();
    };
    signal.addEventListener('abort', cancel, { once: true });
  });
}

export function searchProductsQueryOptions(businessId: string, search: string) {
  return queryOptions({
    queryKey: salesKeys.products(businessId, search.trim()),
    queryFn: ({ signal }) => searchProducts(businessId, search, signal),
  });
}

/** The server is asked once the keys pause this long; the local copy answers every key. */
const SERVER_DEBOUNCE_MS = 200;

/**
 * Whether the local copy may answer online: once the whole catalogue was written from the server
 * after this POS opened (an item edited meanwhile in Inventory is then as the server has it), or
 * at any time offline, where it is all there is.
 */
export function useLocalCopyFresh(businessId: string): boolean {
  const [openedAt] = useState(() => Date.now());
  const refreshed = useSyncExternalStore(onCatalogueRefreshed, () =>
    catalogueRefreshedAt(businessId),
  );
  return refreshed >= openedAt || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * The grid's products for the text in the search box (ADR 082): the local catalogue answers each
 * key at once, the server's answer (after SERVER_DEBOUNCE_MS) takes over when it comes
 * (shown-products.ts). An empty box is the server's first page (the route's loader asked for it).
 */
export function useProductSearch(businessId: string, text: string) {
  const queryClient = useQueryClient();
  // Offline, the stock shown is the local copy minus the waiting sales: a sale queued (or synced)
  // changes it, so the local answer is asked again.
  useEffect(
    () =>
      onOutboxChange(() => {
        if (navigator.onLine) return;
        void queryClient.invalidateQueries({
          queryKey: [...salesKeys.all, 'products', businessId],
        });
      }),
    [queryClient, businessId],
  );
  const wanted = text.trim();
  const search = useDebouncedValue(wanted, SERVER_DEBOUNCE_MS);
  const server = useQuery({
    ...searchProductsQueryOptions(businessId, search),
    placeholderData: keepPreviousData,
    // The POS's start (ADR 088): the first page as last seen here is the grid's first render, and
    // is asked for again at once (stale from the start); the server's answer takes over.
    initialData: search === '' ? () => lastFirstPage(businessId) : undefined,
    initialDataUpdatedAt: 0,
  });
  const useLocal = useLocalCopyFresh(businessId) && wanted !== '';
  const local = useQuery({
    queryKey: salesKeys.localProducts(businessId, wanted),
    queryFn: () => localSearch(businessId, wanted),
    enabled: useLocal,
    placeholderData: keepPreviousData,
    // Asked again at each key: the waiting sales and the server's last answers change it.
    staleTime: 0,
    gcTime: 60_000,
  });
  const shown = shownProducts(
    useLocal && local.data ? { items: local.data, current: !local.isPlaceholderData } : undefined,
    server.data
      ? { items: server.data, current: !server.isPlaceholderData && search === wanted }
      : undefined,
  );
  return {
    items: shown.items,
    stale: shown.stale,
    pending: shown.items === undefined && !server.isError,
    error: shown.items === undefined && server.isError ? server.error : null,
  };
}

/**
 * The product a scanner's code names: from the local copy when it may answer (no round trip;
 * ADR 082: a scan to the cart line in <= 150 ms), else the server's answer to that code (the
 * exact barcode or SKU, or the only product found), with everything the server found.
 */
export async function findProductByCode(
  queryClient: QueryClient,
  businessId: string,
  code: string,
  localFresh: boolean,
): Promise<{ match: InventoryItem | undefined; found: InventoryItem[] }> {
  if (localFresh) {
    const local = await allQueuedSales()
      .then((queued) => cachedItemByCode(businessId, code, queued))
      .catch(() => null);
    if (local) return { match: local, found: [local] };
  }
  const found = await queryClient.fetchQuery(searchProductsQueryOptions(businessId, code));
  return {
    match: exactCodeMatch(found, code) ?? (found.length === 1 ? found[0] : undefined),
    found,
  };
}

/** The product a scanner's code names exactly: its barcode or SKU, ignoring case. */
export function exactCodeMatch(items: InventoryItem[], code: string): InventoryItem | undefined {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    items.find((i) => i.barcode?.toLowerCase() === wanted) ??
    items.find((i) => i.sku?.toLowerCase() === wanted)
  );
}
