import { queryOptions, useQuery } from '@tanstack/react-query';
import { StockCountResponseSchema } from '@app/contracts/stock-counts';
import { api, isNetworkFailure, parseResponse } from '#src/lib/api-client.ts';
import { copyOf, keepCopy } from '../offline/count-store.ts';
import { countPath, stockCountKeys } from './keys.ts';

/** GET /businesses/{id}/stock-counts/{countId}: the count with every line. */
export async function getStockCount(businessId: string, countId: string) {
  try {
    const data = await api.get(countPath(businessId, countId)).json();
    const count = parseResponse(StockCountResponseSchema, data).stockCount;
    void keepCopy(count).catch(() => undefined);
    return count;
  } catch (err) {
    // Offline: the copy kept on this phone, so counting goes on.
    const copy = isNetworkFailure(err) ? await copyOf(countId).catch(() => undefined) : undefined;
    if (copy) return copy;
    throw err;
  }
}

export const getStockCountQueryOptions = (businessId: string, countId: string) =>
  queryOptions({
    queryKey: stockCountKeys.detail(businessId, countId),
    queryFn: () => getStockCount(businessId, countId),
    // Counting goes on offline: what was fetched stays on screen.
    staleTime: 30_000,
  });

export const useStockCount = (businessId: string, countId: string) =>
  useQuery(getStockCountQueryOptions(businessId, countId));
