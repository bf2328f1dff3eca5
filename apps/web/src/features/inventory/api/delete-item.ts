import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteItemResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateLists, removeCachedItems } from './cache.ts';
import { itemPath } from './paths.ts';

export interface DeleteItemInput {
  businessId: string;
  itemId: string;
}

/** DELETE /businesses/{id}/inventory/{itemId}: its stock history stays, under its name. */
export async function deleteItem({ businessId, itemId }: DeleteItemInput) {
  const data = await api.delete(itemPath(businessId, itemId)).json();
  return parseResponse(DeleteItemResponseSchema, data);
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_answer, { businessId, itemId }) => {
      removeCachedItems(queryClient, businessId, new Set([itemId]));
      return invalidateLists(queryClient, businessId);
    },
  });
}
