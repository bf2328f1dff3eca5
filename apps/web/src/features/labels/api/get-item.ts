import { queryOptions } from '@tanstack/react-query';
import { ItemResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { inventoryPath, labelKeys } from './keys.ts';

/** GET /businesses/{id}/inventory/{itemId}: an item named by a link or a stock entry. */
export async function getItem(businessId: string, itemId: string) {
  const data = await api.get(`${inventoryPath(businessId)}/${encodeURIComponent(itemId)}`).json();
  return parseResponse(ItemResponseSchema, data).item;
}

export const getItemQueryOptions = (businessId: string, itemId: string) =>
  queryOptions({
    queryKey: labelKeys.item(businessId, itemId),
    queryFn: () => getItem(businessId, itemId),
  });
