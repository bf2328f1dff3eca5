import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerListResponseSchema, type Customer } from '@app/contracts/customers';
import { api, isNetworkFailure, parseResponse } from '#src/lib/api-client.ts';
import { saveCustomers, searchCachedCustomers } from '../offline/catalogue-store.ts';
import { allQueuedSales } from '../offline/outbox-store.ts';
import { salesKeys } from './keys.ts';
import { customersPath } from './paths.ts';

/** GET /businesses/{id}/customers?search=: the checkout's customer pick (its own fetcher). */
export async function searchCustomers(
  businessId: string,
  search: string,
  signal?: AbortSignal,
): Promise<Customer[]> {
  const local = () =>
    allQueuedSales()
      .then((queued) => searchCachedCustomers(businessId, search, queued, 20))
      .catch(() => null);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // Offline: the customers as last seen here, balances with the waiting credit sales added.
    const found = await local();
    if (found !== null) return found;
  }
  try {
    const customers = await searchServer(businessId, search, signal);
    void saveCustomers(customers).catch(() => {});
    return customers;
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const found = await local();
    if (found === null) throw err;
    return found;
  }
}

async function searchServer(businessId: string, search: string, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (search.trim()) searchParams.set('search', search.trim());
  const data = await api.get(customersPath(businessId), { searchParams, signal }).json();
  return parseResponse(CustomerListResponseSchema, data).customers;
}

export function searchCustomersQueryOptions(businessId: string, search: string) {
  return queryOptions({
    queryKey: salesKeys.customers(businessId, search.trim()),
    queryFn: ({ signal }) => searchCustomers(businessId, search, signal),
  });
}

export function useCustomerSearch(businessId: string, search: string, enabled = true) {
  return useQuery({
    ...searchCustomersQueryOptions(businessId, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
