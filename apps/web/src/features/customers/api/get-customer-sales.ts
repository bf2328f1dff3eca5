import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SaleListResponseSchema, type Sale } from '@app/contracts/sales';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { customerKeys } from './keys.ts';
import { customerPath } from './paths.ts';

const PAGE_SIZE = 20;

export interface CustomerSalesPage {
  sales: Sale[];
  nextCursor: string | null;
}

/** GET /businesses/{id}/customers/{customerId}/sales: their purchases, newest first. */
export async function getCustomerSales(
  businessId: string,
  customerId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CustomerSalesPage> {
  const searchParams = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) searchParams.set('cursor', cursor);
  const data = await api
    .get(`${customerPath(businessId, customerId)}/sales`, { searchParams, signal })
    .json();
  return parseResponse(SaleListResponseSchema, data);
}

export function getCustomerSalesQueryOptions(businessId: string, customerId: string) {
  return infiniteQueryOptions({
    queryKey: customerKeys.sales(businessId, customerId),
    queryFn: ({ pageParam, signal }) => getCustomerSales(businessId, customerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useCustomerSales(businessId: string, customerId: string) {
  return useInfiniteQuery(getCustomerSalesQueryOptions(businessId, customerId));
}
