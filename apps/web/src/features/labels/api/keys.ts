/** Query keys of the labels feature (STYLE.md: one factory per resource). */
export const labelKeys = {
  all: ['labels'] as const,
  search: (businessId: string, search: string) =>
    [...labelKeys.all, businessId, 'search', search] as const,
  item: (businessId: string, itemId: string) =>
    [...labelKeys.all, businessId, 'item', itemId] as const,
  received: (businessId: string) => [...labelKeys.all, businessId, 'received'] as const,
};

export const inventoryPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/inventory`;
