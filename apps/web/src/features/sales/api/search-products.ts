import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ItemListResponseSchema, type InventoryItem } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { salesKeys } from './keys.ts';
import { productsPath } from './paths.ts';

export const PRODUCT_RESULTS_LIMIT = 24;

/**
 * GET /businesses/{id}/inventory?search=: the POS's own small fetcher (features never import each
 * other). The server matches word prefixes of the name and prefixes of the SKU and barcode.
 */
export async function searchProducts(
  businessId: string,
  search: string,
  signal?: AbortSignal,
): Promise<InventoryItem[]> {
  const searchParams = new URLSearchParams({
    limit: String(PRODUCT_RESULTS_LIMIT),
    sort: 'name',
    order: 'asc',
  });
  if (search.trim()) searchParams.set('search', search.trim());
  const data = await api.get(productsPath(businessId), { searchParams, signal }).json();
  return parseResponse(ItemListResponseSchema, data).items;
}

export function searchProductsQueryOptions(businessId: string, search: string) {
  return queryOptions({
    queryKey: salesKeys.products(businessId, search.trim()),
    queryFn: ({ signal }) => searchProducts(businessId, search, signal),
  });
}

export function useProductSearch(businessId: string, search: string) {
  return useQuery({
    ...searchProductsQueryOptions(businessId, search),
    placeholderData: keepPreviousData,
  });
}

/** The product a scanner's code names exactly: its barcode or SKU, ignoring case. */
export function exactCodeMatch(items: InventoryItem[], code: string): InventoryItem | undefined {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    items.find((i) => i.barcode?.toLowerCase() === wanted) ??
    items.find((i) => i.sku?.toLowerCase() === wanted)
  );
}
