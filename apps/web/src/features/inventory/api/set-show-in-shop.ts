import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ItemResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import {
  invalidateLists,
  patchCachedItem,
  patchCachedItems,
  restoreLists,
  snapshotLists,
} from './cache.ts';
import { itemPath } from './paths.ts';

export interface SetShowInShopInput {
  businessId: string;
  itemId: string;
  showInShop: boolean;
}

/** PATCH /businesses/{id}/inventory/{itemId}/settings/show-in-shop {showInShop}. */
export async function setShowInShop({
  businessId,
  itemId,
  showInShop,
}: SetShowInShopInput): Promise<InventoryItem> {
  const data = await api
    .patch(`${itemPath(businessId, itemId)}/settings/show-in-shop`, { json: { showInShop } })
    .json();
  return parseResponse(ItemResponseSchema, data).item;
}

/** The switch moves at once and goes back if the server refuses. */
export function useSetShowInShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShowInShop,
    onMutate: async ({ businessId, itemId, showInShop }) => {
      const snapshot = snapshotLists(queryClient, businessId);
      patchCachedItems(queryClient, businessId, new Set([itemId]), { showInShop });
      return { snapshot };
    },
    onError: (_err, _input, context) => {
      if (context) restoreLists(queryClient, context.snapshot);
    },
    onSuccess: (item) => patchCachedItem(queryClient, item),
    onSettled: (_item, _err, { businessId }) => invalidateLists(queryClient, businessId),
  });
}
