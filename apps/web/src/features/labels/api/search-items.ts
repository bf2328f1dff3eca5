import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ItemListResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { inventoryPath, labelKeys } from './keys.ts';

const PAGE = 20;

/** GET /businesses/{id}/inventory?search=: the items to choose from, by name. */
export async function searchItems(businessId: string, search: string, signal?: AbortSignal) {
  const searchParams: Record<string, string> = { limit: String(PAGE), sort: 'name' };
  if (search.trim()) searchParams.search = search.trim();
  const data = await api.get(inventoryPath(businessId), { searchParams, signal }).json();
  return parseResponse(ItemListResponseSchema, data).items;
}

export function useItemSearch(businessId: string, search: string) {
  return useQuery({
    ...queryOptions({
      queryKey: labelKeys.search(businessId, search.trim()),
      queryFn: ({ signal }) => searchItems(businessId, search, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
