import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateStockEntryResponseSchema, type CreateStockEntryBody } from '@app/contracts/stock';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateLists, patchCachedItem } from './cache.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';

export interface CreateStockEntryInput {
  businessId: string;
  body: CreateStockEntryBody;
}

/**
 * POST /businesses/{id}/stock: one restock, adjustment, damage or return of one product. The API
 * client sends an Idempotency-Key, so its automatic retries never record the change twice.
 * Answers the entry and the item with its new stock.
 */
export async function createStockEntry({ businessId, body }: CreateStockEntryInput) {
  const data = await api
    .post(`businesses/${encodeURIComponent(businessId)}/stock`, { json: body })
    .json();
  return parseResponse(CreateStockEntryResponseSchema, data);
}

export function useCreateStockEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStockEntry,
    onSuccess: ({ item }, { businessId }) => {
      patchCachedItem(queryClient, item);
      void invalidateChanged(queryClient, { businessId, topics: ['stock'] });
      return invalidateLists(queryClient, businessId);
    },
  });
}
