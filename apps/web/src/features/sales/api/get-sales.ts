import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Sale } from '@app/contracts/sales';
import { api } from '#src/lib/api-client.ts';
import { salesKeys, type SalesFilters } from './keys.ts';
import { parseSaleList } from './parse-sale.ts';
import { salesPath } from './paths.ts';

export const SALES_PAGE_SIZE = 30;

export interface SalePage {
  sales: Sale[];
  nextCursor: string | null;
}

/** GET /businesses/{id}/sales: newest first, one cursor page. */
export async function getSales(
  businessId: string,
  filters: SalesFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SalePage> {
  const searchParams = new URLSearchParams({ limit: String(SALES_PAGE_SIZE) });
  if (filters.from) searchParams.set('from', filters.from);
  if (filters.to) searchParams.set('to', filters.to);
  if (filters.paymentMethod) searchParams.set('paymentMethod', filters.paymentMethod);
  if (filters.customerId) searchParams.set('customerId', filters.customerId);
  if (filters.productId) searchParams.set('productId', filters.productId);
  if (cursor) searchParams.set('cursor', cursor);
  const data = await api.get(salesPath(businessId), { searchParams, signal }).json();
  return parseSaleList(data);
}

export function getSalesQueryOptions(businessId: string, filters: SalesFilters) {
  return infiniteQueryOptions({
    queryKey: salesKeys.list(businessId, filters),
    queryFn: ({ pageParam, signal }) => getSales(businessId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSales(businessId: string, filters: SalesFilters) {
  return useInfiniteQuery({
    ...getSalesQueryOptions(businessId, filters),
    placeholderData: keepPreviousData,
  });
}
