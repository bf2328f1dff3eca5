import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ItemListResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { transferKeys } from './keys.ts';

/** GET /businesses/{id}/inventory?search=: items to send. */
export async function searchItems(businessId: string, search: string) {
  const searchParams: Record<string, string> = { limit: '20' };
  if (search) searchParams.search = search;
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/inventory`, { searchParams })
    .json();
  return parseResponse(ItemListResponseSchema, data).items;
}

export const useItemSearch = (businessId: string, search: string) =>
  useQuery({
    queryKey: transferKeys.itemSearch(businessId, search),
    queryFn: () => searchItems(businessId, search),
    placeholderData: keepPreviousData,
  });
