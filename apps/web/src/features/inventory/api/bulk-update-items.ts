import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@app/contracts/inventory';
import { invalidateLists, patchCachedItems, removeCachedItems } from './cache.ts';
import { deleteItem } from './delete-item.ts';
import { setShowInShop } from './set-show-in-shop.ts';
import { updateItem } from './update-item.ts';

export type BulkChange =
  | { kind: 'showInShop'; showInShop: boolean }
  | { kind: 'category'; categoryId: string | null; categoryName: string | null }
  | { kind: 'delete' };

export interface BulkUpdateInput {
  businessId: string;
  ids: string[];
  change: BulkChange;
}

export interface BulkResult {
  succeeded: string[];
  failed: { id: string; error: unknown }[];
}

/** Requests in flight at once: quick on a good line, gentle on a phone's. */
const CONCURRENCY = 4;

/**
 * Applies one change to many items through the per-item endpoints (the API has no bulk call), a
 * few at a time. Every item is tried; the result says which failed, so nothing fails silently.
 */
export async function bulkUpdateItems({
  businessId,
  ids,
  change,
}: BulkUpdateInput): Promise<BulkResult> {
  const apply = (itemId: string): Promise<unknown> => {
    switch (change.kind) {
      case 'showInShop':
        return setShowInShop({ businessId, itemId, showInShop: change.showInShop });
      case 'category':
        return updateItem({ businessId, itemId, body: { categoryId: change.categoryId } });
      case 'delete':
        return deleteItem({ businessId, itemId });
    }
  };
  const result: BulkResult = { succeeded: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        await apply(id);
        result.succeeded.push(id);
      } catch (error) {
        result.failed.push({ id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return result;
}

function patchOf(change: BulkChange): Partial<InventoryItem> | null {
  if (change.kind === 'showInShop') return { showInShop: change.showInShop };
  if (change.kind === 'category') {
    return { categoryId: change.categoryId, categoryName: change.categoryName };
  }
  return null;
}

export function useBulkUpdateItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateItems,
    onSuccess: ({ succeeded }, { businessId, change }) => {
      const done = new Set(succeeded);
      const patch = patchOf(change);
      if (patch) patchCachedItems(queryClient, businessId, done, patch);
      else removeCachedItems(queryClient, businessId, done);
      return invalidateLists(queryClient, businessId);
    },
  });
}
