import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ExpenseListResponseSchema } from '@app/contracts/expenses';
import { api, parseResponse } from '#src/lib/api-client.ts';
import type { ExpenseFilters } from '../filters.ts';
import { expenseKeys, expensesPath } from './keys.ts';

const PAGE_SIZE = 30;

/** GET /businesses/{id}/expenses: a page, newest day first, with totals over the whole filter. */
export async function getExpenses(businessId: string, filters: ExpenseFilters, cursor?: string) {
  const searchParams: Record<string, string | number> = { limit: PAGE_SIZE };
  for (const [key, value] of Object.entries({ ...filters, cursor })) {
    if (value) searchParams[key] = value;
  }
  const data = await api.get(expensesPath(businessId), { searchParams }).json();
  return parseResponse(ExpenseListResponseSchema, data);
}

export function getExpensesQueryOptions(businessId: string, filters: ExpenseFilters) {
  return infiniteQueryOptions({
    queryKey: expenseKeys.list(businessId, filters),
    queryFn: ({ pageParam }) => getExpenses(businessId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useExpenses(businessId: string, filters: ExpenseFilters) {
  return useInfiniteQuery(getExpensesQueryOptions(businessId, filters));
}
