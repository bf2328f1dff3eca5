/** Query keys of the transfers feature (STYLE.md: one factory per resource). */
export const transferKeys = {
  all: ['transfers'] as const,
  lists: (businessId: string) => [...transferKeys.all, businessId, 'list'] as const,
  itemSearch: (businessId: string, search: string) =>
    [...transferKeys.all, businessId, 'item-search', search] as const,
};

export const transfersPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/transfers`;
