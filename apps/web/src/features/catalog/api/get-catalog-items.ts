import { queryOptions, useQuery } from '@tanstack/react-query';
import { ItemListResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { businessPath, catalogKeys } from './keys.ts';

/** The catalogue screen shows every product at once (to order them); a shop past this is rare. */
const MAX_ITEMS = 2000;
const PAGE = 200;

/** GET /businesses/{id}/inventory, every page up to MAX_ITEMS, by name. */
export async function getCatalogItems(businessId: string): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  let cursor: string | null = null;
  do {
    const searchParams: Record<string, string | number> = { limit: PAGE, sort: 'name' };
    if (cursor) searchParams.cursor = cursor;
    const data = await api.get(`${businessPath(businessId)}/inventory`, { searchParams }).json();
    const page = parseResponse(ItemListResponseSchema, data);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < MAX_ITEMS);
  return items;
}

export const getCatalogItemsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: catalogKeys.items(businessId),
    queryFn: () => getCatalogItems(businessId),
  });

export const useCatalogItems = (businessId: string) =>
  useQuery(getCatalogItemsQueryOptions(businessId));
