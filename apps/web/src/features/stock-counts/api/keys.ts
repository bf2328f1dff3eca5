/** Query keys of the stock-counts feature (STYLE.md: one factory per resource). */
export const stockCountKeys = {
  all: ['stock-counts'] as const,
  lists: (businessId: string) => [...stockCountKeys.all, businessId, 'list'] as const,
  detail: (businessId: string, countId: string) =>
    [...stockCountKeys.all, businessId, 'detail', countId] as const,
  categories: (businessId: string) => [...stockCountKeys.all, businessId, 'categories'] as const,
  itemSearch: (businessId: string, search: string) =>
    [...stockCountKeys.all, businessId, 'item-search', search] as const,
};

export const countsPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/stock-counts`;
export const countPath = (businessId: string, countId: string) =>
  `${countsPath(businessId)}/${encodeURIComponent(countId)}`;
