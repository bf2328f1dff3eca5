import type { InventorySort } from '@app/contracts/inventory';

/** What the inventory list is narrowed and ordered by; part of its query key. */
export interface InventoryFilters {
  search: string;
  /** '' all, 'none' uncategorised, else a category id. */
  categoryId: string;
  lowStock: boolean;
  sort: InventorySort;
  order: 'asc' | 'desc';
}

/** Query keys of the inventory feature (STYLE.md: one factory per resource). */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  businessLists: (businessId: string) => [...inventoryKeys.lists(), businessId] as const,
  list: (businessId: string, filters: InventoryFilters) =>
    [...inventoryKeys.businessLists(businessId), filters] as const,
};
