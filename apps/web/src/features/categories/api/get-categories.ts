import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryListResponseSchema, type Category } from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { categoryKeys } from './keys.ts';

export const categoriesPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/categories`;

/** GET /businesses/{id}/categories: every category of the business, in its order. */
export async function getCategories(businessId: string, signal?: AbortSignal): Promise<Category[]> {
  const data = await api.get(categoriesPath(businessId), { signal }).json();
  return parseResponse(CategoryListResponseSchema, data).categories;
}

export function getCategoriesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: categoryKeys.list(businessId),
    queryFn: ({ signal }) => getCategories(businessId, signal),
  });
}

export function useCategories(businessId: string | undefined) {
  return useQuery({ ...getCategoriesQueryOptions(businessId ?? ''), enabled: Boolean(businessId) });
}
