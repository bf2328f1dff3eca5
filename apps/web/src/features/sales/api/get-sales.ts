import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Sale } from '@app/contracts/sales';
import { api, isNetworkFailure } from '#src/lib/api-client.ts';
import { cachedBusiness } from '../offline/catalogue-store.ts';
import { keepSales, localSales } from '../offline/history-store.ts';
import { salesKeys, type SalesFilters } from './keys.ts';
import { parseSaleList } from './parse-sale.ts';
import { salesPath } from './paths.ts';

export const SALES_PAGE_SIZE = 30;

export interface SalePage {
  sales: Sale[];
  nextCursor: string | null;
  /** Answered from this device's copy (no connection): when that copy was read (ms). */
  asOf?: number;
}

/**
 * GET /businesses/{id}/sales: newest first, one cursor page. Each page read is kept on this
 * device (last 30 days); with no connection the first page is the whole local copy, filtered.
 */
export async function getSales(
  businessId: string,
  filters: SalesFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SalePage> {
  const local = async () => {
    const business = await cachedBusiness(businessId).catch(() => null);
    const found = await localSales(businessId, filters, business?.settings.timezone).catch(
      () => null,
    );
    return found && { sales: found.sales, nextCursor: null, asOf: found.asOf };
  };
  if (!cursor && typeof navigator !== 'undefined' && navigator.onLine === false) {
    const answer = await local();
    if (answer) return answer;
  }
  try {
    const page = await getServerSales(businessId, filters, cursor, signal);
    void keepSales(businessId, page.sales).catch(() => {});
    return page;
  } catch (err) {
    if (cursor || !isNetworkFailure(err)) throw err;
    const answer = await local();
    if (!answer) throw err;
    return answer;
  }
}

async function getServerSales(
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
