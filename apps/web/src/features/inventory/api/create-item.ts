import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ItemResponseSchema,
  type CreateItemBody,
  type InventoryItem,
} from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateLists } from './cache.ts';
import { inventoryPath } from './paths.ts';

export interface CreateItemInput {
  businessId: string;
  body: CreateItemBody;
}

/** POST /businesses/{id}/inventory: `stock` is the opening stock, recorded as its first entry. */
export async function createItem({ businessId, body }: CreateItemInput): Promise<InventoryItem> {
  const data = await api.post(inventoryPath(businessId), { json: body }).json();
  return parseResponse(ItemResponseSchema, data).item;
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: (_item, { businessId }) => invalidateLists(queryClient, businessId),
  });
}
