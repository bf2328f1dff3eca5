import type { StockHistoryFilters } from '../filters.ts';

/** Query keys of the stock-history feature (STYLE.md: one factory per resource). */
export const stockHistoryKeys = {
  all: ['stock-history'] as const,
  lists: (businessId: string) => [...stockHistoryKeys.all, businessId, 'list'] as const,
  list: (businessId: string, filters: StockHistoryFilters) =>
    [...stockHistoryKeys.lists(businessId), filters] as const,
  products: (businessId: string) => [...stockHistoryKeys.all, businessId, 'product'] as const,
  product: (businessId: string, productId: string) =>
    [...stockHistoryKeys.products(businessId), productId] as const,
  productSearch: (businessId: string, search: string) =>
    [...stockHistoryKeys.all, businessId, 'product-search', search] as const,
};
