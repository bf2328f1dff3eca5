import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StockEntryListResponseSchema } from '@app/contracts/stock';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { stockEntriesRequest, type StockHistoryFilters } from '../filters.ts';
import { stockHistoryKeys } from './keys.ts';

/** GET /businesses/{id}/stock or /stock/product/{productId}: one page of entries, newest first. */
export async function getStockEntries(businessId: string, filters: StockHistoryFilters) {
  const { path, searchParams } = stockEntriesRequest(businessId, filters);
  const data = await api.get(path, { searchParams }).json();
  return parseResponse(StockEntryListResponseSchema, data);
}

export function getStockEntriesQueryOptions(businessId: string, filters: StockHistoryFilters) {
  return queryOptions({
    queryKey: stockHistoryKeys.list(businessId, filters),
    queryFn: () => getStockEntries(businessId, filters),
  });
}

/** The page for these filters; the previous page stays on screen while the next one loads. */
export function useStockEntries(businessId: string, filters: StockHistoryFilters) {
  return useQuery({
    ...getStockEntriesQueryOptions(businessId, filters),
    placeholderData: keepPreviousData,
  });
}
