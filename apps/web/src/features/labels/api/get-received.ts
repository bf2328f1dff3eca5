import { useQuery } from '@tanstack/react-query';
import { StockEntryListResponseSchema } from '@app/contracts/stock';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { labelKeys } from './keys.ts';

/** How many recent deliveries the screen offers. */
export const RECEIVED_SHOWN = 6;

/**
 * GET /businesses/{id}/stock?type=restock: the latest deliveries, newest first, so a label can
 * be printed for each unit just received.
 */
export async function getReceived(businessId: string) {
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/stock`, {
      searchParams: { type: 'restock', limit: String(RECEIVED_SHOWN), page: '1' },
    })
    .json();
  return parseResponse(StockEntryListResponseSchema, data).entries;
}

export function useReceived(businessId: string) {
  return useQuery({
    queryKey: labelKeys.received(businessId),
    queryFn: () => getReceived(businessId),
  });
}
