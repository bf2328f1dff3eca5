import { queryOptions, useQuery } from '@tanstack/react-query';
import { StockCountListResponseSchema } from '@app/contracts/stock-counts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { countsPath, stockCountKeys } from './keys.ts';

/** GET /businesses/{id}/stock-counts: the latest counts with their totals. */
export async function getStockCounts(businessId: string) {
  const data = await api.get(countsPath(businessId)).json();
  return parseResponse(StockCountListResponseSchema, data).stockCounts;
}

export const getStockCountsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: stockCountKeys.lists(businessId),
    queryFn: () => getStockCounts(businessId),
  });

export const useStockCounts = (businessId: string) =>
  useQuery(getStockCountsQueryOptions(businessId));
