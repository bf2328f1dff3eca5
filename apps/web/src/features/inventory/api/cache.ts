import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@app/contracts/inventory';
import type { ItemPage } from './get-items.ts';
import { inventoryKeys } from './keys.ts';

type Lists = InfiniteData<ItemPage, string | null>;

function mapLists(
  queryClient: QueryClient,
  businessId: string,
  map: (items: InventoryItem[]) => InventoryItem[],
) {
  queryClient.setQueriesData<Lists>(
    { queryKey: inventoryKeys.businessLists(businessId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: map(page.items) })),
      },
  );
}

/** Shows a changed item in every cached list at once (the lists are re-read after). */
export function patchCachedItem(queryClient: QueryClient, item: InventoryItem) {
  mapLists(queryClient, item.businessId, (items) =>
    items.map((i) => (i.id === item.id ? item : i)),
  );
}

/** Sets fields of some items in every cached list (optimistic changes). */
export function patchCachedItems(
  queryClient: QueryClient,
  businessId: string,
  ids: ReadonlySet<string>,
  patch: Partial<InventoryItem>,
) {
  mapLists(queryClient, businessId, (items) =>
    items.map((i) => (ids.has(i.id) ? { ...i, ...patch } : i)),
  );
}

export function removeCachedItems(
  queryClient: QueryClient,
  businessId: string,
  ids: ReadonlySet<string>,
) {
  mapLists(queryClient, businessId, (items) => items.filter((i) => !ids.has(i.id)));
}

/** A snapshot of the business's cached lists, to put back when an optimistic change fails. */
export function snapshotLists(queryClient: QueryClient, businessId: string) {
  return queryClient.getQueriesData<Lists>({ queryKey: inventoryKeys.businessLists(businessId) });
}

export function restoreLists(queryClient: QueryClient, snapshot: ReturnType<typeof snapshotLists>) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

export function invalidateLists(queryClient: QueryClient, businessId: string) {
  return queryClient.invalidateQueries({ queryKey: inventoryKeys.businessLists(businessId) });
}
