import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ItemListResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { stockHistoryKeys } from './keys.ts';

export const PRODUCT_SEARCH_LIMIT = 20;

/** GET /businesses/{id}/inventory?search=: the first products matching what was typed. */
export async function searchProducts(businessId: string, search: string) {
  const searchParams: Record<string, string> = { limit: String(PRODUCT_SEARCH_LIMIT) };
  if (search) searchParams.search = search;
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/inventory`, { searchParams })
    .json();
  return parseResponse(ItemListResponseSchema, data).items;
}

export function searchProductsQueryOptions(businessId: string, search: string) {
  return queryOptions({
    queryKey: stockHistoryKeys.productSearch(businessId, search),
    queryFn: () => searchProducts(businessId, search),
  });
}

export function useProductSearch(businessId: string, search: string, enabled: boolean) {
  return useQuery({
    ...searchProductsQueryOptions(businessId, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
