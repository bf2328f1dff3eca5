import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CustomerListResponseSchema, type Customer } from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { customerKeys, type CustomerListFilters } from './keys.ts';
import { customersPath } from './paths.ts';

/** Rows per request: a few phone screens, small enough for a slow connection. */
export const CUSTOMERS_PAGE_SIZE = 50;

export interface CustomerPage {
  customers: Customer[];
  nextCursor: string | null;
}

/** GET /businesses/{id}/customers: one page, by name, narrowed by name, phone or email. */
export async function getCustomers(
  businessId: string,
  filters: CustomerListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const searchParams = new URLSearchParams({ limit: String(CUSTOMERS_PAGE_SIZE) });
  const search = filters.search.trim();
  if (search) searchParams.set('search', search);
  if (cursor) searchParams.set('cursor', cursor);
  const data = await api.get(customersPath(businessId), { searchParams, signal }).json();
  return parseResponse(CustomerListResponseSchema, data);
}

export function getCustomersQueryOptions(businessId: string, filters: CustomerListFilters) {
  return infiniteQueryOptions({
    queryKey: customerKeys.list(businessId, filters),
    queryFn: ({ pageParam, signal }) => getCustomers(businessId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The list, page by page; while a new search loads, the previous results stay on screen. */
export function useCustomers(businessId: string, filters: CustomerListFilters) {
  return useInfiniteQuery({
    ...getCustomersQueryOptions(businessId, filters),
    placeholderData: keepPreviousData,
  });
}
