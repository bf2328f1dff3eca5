/** Query keys of the catalogue manager (STYLE.md: one factory per resource). */
export const catalogKeys = {
  all: ['catalog'] as const,
  settings: (businessId: string) => [...catalogKeys.all, 'settings', businessId] as const,
  items: (businessId: string) => [...catalogKeys.all, 'items', businessId] as const,
};

export const businessPath = (businessId: string) => `businesses/${encodeURIComponent(businessId)}`;
