/** Query keys of the purchasing feature (STYLE.md: one factory per resource). */
export const purchasingKeys = {
  all: ['purchasing'] as const,
  suppliers: (businessId: string) => [...purchasingKeys.all, businessId, 'suppliers'] as const,
  supplierList: (businessId: string, search: string) =>
    [...purchasingKeys.suppliers(businessId), 'list', search] as const,
  supplier: (businessId: string, supplierId: string) =>
    [...purchasingKeys.suppliers(businessId), 'detail', supplierId] as const,
  payments: (businessId: string, supplierId: string) =>
    [...purchasingKeys.supplier(businessId, supplierId), 'payments'] as const,
  orders: (businessId: string) => [...purchasingKeys.all, businessId, 'orders'] as const,
  orderList: (businessId: string, supplierId: string | null) =>
    [...purchasingKeys.orders(businessId), 'list', supplierId] as const,
  order: (businessId: string, orderId: string) =>
    [...purchasingKeys.orders(businessId), 'detail', orderId] as const,
  reorder: (businessId: string, days: number) =>
    [...purchasingKeys.all, businessId, 'reorder', days] as const,
  items: (businessId: string, search: string) =>
    [...purchasingKeys.all, businessId, 'items', search] as const,
};

export const businessPath = (businessId: string) => `businesses/${encodeURIComponent(businessId)}`;
