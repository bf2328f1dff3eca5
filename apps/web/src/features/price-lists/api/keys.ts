/** Query keys of the price-lists feature (STYLE.md: one factory per resource). */
export const priceListKeys = {
  all: ['price-lists'] as const,
  categories: (businessId: string) => [...priceListKeys.all, businessId, 'categories'] as const,
  itemPages: (businessId: string, search: string, categoryId: string | null) =>
    [...priceListKeys.all, businessId, 'item-pages', { search, categoryId }] as const,
  categoryItems: (businessId: string, categoryIds: readonly string[] | 'all') =>
    [...priceListKeys.all, businessId, 'category-items', categoryIds] as const,
};
