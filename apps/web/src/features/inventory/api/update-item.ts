import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ItemResponseSchema,
  type InventoryItem,
  type UpdateItemBody,
} from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateLists, patchCachedItem } from './cache.ts';
import { itemPath } from './paths.ts';

export interface UpdateItemInput {
  businessId: string;
  itemId: string;
  body: UpdateItemBody;
}

/**
 * PUT /businesses/{id}/inventory/{itemId}: only the fields sent change. A different `stock` is
 * recorded by the server as an adjustment entry, never written directly.
 */
export async function updateItem({
  businessId,
  itemId,
  body,
}: UpdateItemInput): Promise<InventoryItem> {
  const data = await api.put(itemPath(businessId, itemId), { json: body }).json();
  return parseResponse(ItemResponseSchema, data).item;
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: (item, { businessId }) => {
      patchCachedItem(queryClient, item);
      return invalidateLists(queryClient, businessId);
    },
  });
}
