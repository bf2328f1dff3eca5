import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExpenseCategoryListResponseSchema } from '@app/contracts/expenses';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { expenseKeys } from './keys.ts';

/** GET /businesses/{id}/expense-categories: the built-in ones, then the owner's own in use. */
export async function getExpenseCategories(businessId: string) {
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/expense-categories`)
    .json();
  return parseResponse(ExpenseCategoryListResponseSchema, data).categories;
}

export function getExpenseCategoriesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: expenseKeys.categories(businessId),
    queryFn: () => getExpenseCategories(businessId),
  });
}

export function useExpenseCategories(businessId: string) {
  return useQuery(getExpenseCategoriesQueryOptions(businessId));
}
