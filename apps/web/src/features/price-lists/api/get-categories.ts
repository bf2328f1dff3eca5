import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryListResponseSchema } from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { priceListKeys } from './keys.ts';

/** GET /businesses/{id}/categories: the business's categories in its order. */
export async function getCategories(businessId: string) {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/categories`).json();
  return parseResponse(CategoryListResponseSchema, data).categories;
}

export function getCategoriesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: priceListKeys.categories(businessId),
    queryFn: () => getCategories(businessId),
  });
}

export function useCategories(businessId: string) {
  return useQuery(getCategoriesQueryOptions(businessId));
}
