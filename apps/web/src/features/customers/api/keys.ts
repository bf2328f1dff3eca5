/** What the customers list is narrowed by on the server; part of its query key. */
export interface CustomerListFilters {
  search: string;
}

/** Query keys of the customers feature (STYLE.md: one factory per resource). */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  businessLists: (businessId: string) => [...customerKeys.lists(), businessId] as const,
  list: (businessId: string, filters: CustomerListFilters) =>
    [...customerKeys.businessLists(businessId), filters] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (businessId: string, customerId: string) =>
    [...customerKeys.details(), businessId, customerId] as const,
  /** A customer's purchases and payments hang under their detail key: invalidated with it. */
  sales: (businessId: string, customerId: string) =>
    [...customerKeys.detail(businessId, customerId), 'sales'] as const,
  payments: (businessId: string, customerId: string) =>
    [...customerKeys.detail(businessId, customerId), 'payments'] as const,
};
