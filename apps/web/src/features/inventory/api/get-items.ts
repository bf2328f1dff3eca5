import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ItemListResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { inventoryKeys, type InventoryFilters } from './keys.ts';
import { inventoryPath } from './paths.ts';

/** Rows per request: a phone screen several times over, small enough for a slow connection. */
export const INVENTORY_PAGE_SIZE = 50;

export interface ItemPage {
  items: InventoryItem[];
  nextCursor: string | null;
}

/** GET /businesses/{id}/inventory: one keyset page of the filtered, sorted list. */
export async function getItems(
  businessId: string,
  filters: InventoryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ItemPage> {
  const searchParams = new URLSearchParams({
    sort: filters.sort,
    order: filters.order,
    limit: String(INVENTORY_PAGE_SIZE),
  });
  const search = filters.search.trim();
  if (search) searchParams.set('search', search);
  if (filters.categoryId) searchParams.set('categoryId', filters.categoryId);
  if (filters.lowStock) searchParams.set('lowStock', 'true');
  if (cursor) searchParams.set('cursor', cursor);
  const data = await api.get(inventoryPath(businessId), { searchParams, signal }).json();
  return parseResponse(ItemListResponseSchema, data);
}

export function getItemsQueryOptions(businessId: string, filters: InventoryFilters) {
  return infiniteQueryOptions({
    queryKey: inventoryKeys.list(businessId, filters),
    queryFn: ({ pageParam, signal }) => getItems(businessId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The list, page by page; while a new search loads, the previous results stay on screen. */
export function useItems(businessId: string, filters: InventoryFilters) {
  return useInfiniteQuery({
    ...getItemsQueryOptions(businessId, filters),
    placeholderData: keepPreviousData,
  });
}
