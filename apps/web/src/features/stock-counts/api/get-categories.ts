import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryListResponseSchema } from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { stockCountKeys } from './keys.ts';

/** GET /businesses/{id}/categories: to count one category. */
export async function getCategories(businessId: string) {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/categories`).json();
  return parseResponse(CategoryListResponseSchema, data).categories;
}

export const useCategories = (businessId: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: stockCountKeys.categories(businessId),
      queryFn: () => getCategories(businessId),
    }),
    enabled,
  });
