import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ItemResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { businessPath, catalogKeys } from './keys.ts';

export type CatalogItemChange = { itemId: string } & (
  { showInShop: boolean } | { featured: boolean }
);

/**
 * PATCH .../inventory/{itemId}/settings/show-in-shop {showInShop}, or
 * PUT .../inventory/{itemId}/settings {featured}.
 */
export async function updateCatalogItem(businessId: string, change: CatalogItemChange) {
  const item = `${businessPath(businessId)}/inventory/${encodeURIComponent(change.itemId)}`;
  const data =
    'showInShop' in change
      ? await api
          .patch(`${item}/settings/show-in-shop`, { json: { showInShop: change.showInShop } })
          .json()
      : await api.put(`${item}/settings`, { json: { featured: change.featured } }).json();
  return parseResponse(ItemResponseSchema, data).item;
}

/** The switch moves at once and goes back if the server refuses. */
export function useUpdateCatalogItem(businessId: string) {
  const queryClient = useQueryClient();
  const key = catalogKeys.items(businessId);
  const patch = (itemId: string, fn: (item: InventoryItem) => InventoryItem) =>
    queryClient.setQueryData<InventoryItem[]>(key, (items) =>
      items?.map((i) => (i.id === itemId ? fn(i) : i)),
    );
  return useMutation({
    mutationFn: (change: CatalogItemChange) => updateCatalogItem(businessId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<InventoryItem[]>(key);
      patch(change.itemId, (i) =>
        'showInShop' in change
          ? { ...i, showInShop: change.showInShop }
          : { ...i, settings: { ...i.settings, featured: change.featured } },
      );
      return { before };
    },
    onError: (_err, _change, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (item) => patch(item.id, () => item),
  });
}
