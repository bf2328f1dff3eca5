import { StockCountResponseSchema } from '@app/contracts/stock-counts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { countPath } from './keys.ts';

/**
 * PUT /businesses/{id}/stock-counts/{countId}: counted quantities, the last save of a line wins,
 * so the offline queue may send a line again. Called by `use-count-session.ts`.
 */
export async function saveStockCount(
  businessId: string,
  countId: string,
  lines: { productId: string; counted: number; countedAgoMs?: number }[],
) {
  const data = await api.put(countPath(businessId, countId), { json: { lines } }).json();
  return parseResponse(StockCountResponseSchema, data).stockCount;
}
