import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import { ItemListResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { priceListKeys } from './keys.ts';

/** `none` lists the uncategorised items (the inventory endpoint's own convention). */
export const UNCATEGORISED_ID = 'none';
export const PICKER_PAGE_SIZE = 50;
/** A price list holds at most this many items (about 30 pages of A4). */
export const PRICE_LIST_MAX_ITEMS = 1_000;

interface ItemsPageQuery {
  search?: string;
  categoryId?: string | null;
  cursor?: string | null;
  limit?: number;
}

/** GET /businesses/{id}/inventory: one page of items, by name. */
export async function listItems(businessId: string, query: ItemsPageQuery) {
  const searchParams: Record<string, string> = {
    limit: String(query.limit ?? PICKER_PAGE_SIZE),
    sort: 'name',
  };
  if (query.search) searchParams.search = query.search;
  if (query.categoryId) searchParams.categoryId = query.categoryId;
  if (query.cursor) searchParams.cursor = query.cursor;
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/inventory`, { searchParams })
    .json();
  return parseResponse(ItemListResponseSchema, data);
}

/**
 * Every item of one category (or of the whole inventory when `categoryId` is null), 200 at a
 * time, stopping at `max`. Returns the items and whether there were more.
 */
export async function listAllItems(
  businessId: string,
  categoryId: string | null,
  max = PRICE_LIST_MAX_ITEMS,
): Promise<{ items: InventoryItem[]; truncated: boolean }> {
  const items: InventoryItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await listItems(businessId, { categoryId, cursor, limit: LIST_MAX_LIMIT });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < max);
  return { items: items.slice(0, max), truncated: Boolean(cursor) || items.length > max };
}

export function itemPagesQueryOptions(
  businessId: string,
  search: string,
  categoryId: string | null,
) {
  return infiniteQueryOptions({
    queryKey: priceListKeys.itemPages(businessId, search, categoryId),
    queryFn: ({ pageParam }) => listItems(businessId, { search, categoryId, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The item picker's list: pages of 50 as the user asks for more. */
export function useItemPages(businessId: string, search: string, categoryId: string | null) {
  return useInfiniteQuery({
    ...itemPagesQueryOptions(businessId, search, categoryId),
    placeholderData: keepPreviousData,
  });
}
