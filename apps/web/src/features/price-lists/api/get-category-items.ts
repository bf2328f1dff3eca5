import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@app/contracts/inventory';
import { listAllItems, PRICE_LIST_MAX_ITEMS } from './list-items.ts';
import { priceListKeys } from './keys.ts';

/**
 * The items of whole categories ('all': the whole inventory), up to PRICE_LIST_MAX_ITEMS in
 * total. `truncated` says the list stopped there.
 */
export async function getCategoryItems(
  businessId: string,
  categoryIds: readonly string[] | 'all',
): Promise<{ items: InventoryItem[]; truncated: boolean }> {
  if (categoryIds === 'all') return listAllItems(businessId, null);
  const items: InventoryItem[] = [];
  let truncated = false;
  for (const id of categoryIds) {
    const left = PRICE_LIST_MAX_ITEMS - items.length;
    if (left <= 0) {
      truncated = true;
      break;
    }
    const part = await listAllItems(businessId, id, left);
    items.push(...part.items);
    truncated ||= part.truncated;
  }
  return { items, truncated };
}

export function getCategoryItemsQueryOptions(
  businessId: string,
  categoryIds: readonly string[] | 'all',
) {
  return queryOptions({
    queryKey: priceListKeys.categoryItems(businessId, categoryIds),
    queryFn: () => getCategoryItems(businessId, categoryIds),
  });
}

export function useCategoryItems(
  businessId: string,
  categoryIds: readonly string[] | 'all',
  enabled: boolean,
) {
  return useQuery({
    ...getCategoryItemsQueryOptions(businessId, categoryIds),
    enabled: enabled && (categoryIds === 'all' || categoryIds.length > 0),
  });
}
