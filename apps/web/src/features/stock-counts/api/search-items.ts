import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ItemListResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { stockCountKeys } from './keys.ts';

const ITEM_SEARCH_LIMIT = 30;

/** GET /businesses/{id}/inventory?search=: items to choose for a count. */
export async function searchItems(businessId: string, search: string) {
  const searchParams: Record<string, string> = { limit: String(ITEM_SEARCH_LIMIT) };
  if (search) searchParams.search = search;
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/inventory`, { searchParams })
    .json();
  return parseResponse(ItemListResponseSchema, data).items;
}

export const useItemSearch = (businessId: string, search: string, enabled: boolean) =>
  useQuery({
    queryKey: stockCountKeys.itemSearch(businessId, search),
    queryFn: () => searchItems(businessId, search),
    enabled,
    placeholderData: keepPreviousData,
  });
