import type { PaymentMethod } from '@app/contracts/customers';

/** What the history is narrowed by; part of its query key. */
export interface SalesFilters {
  /** YYYY-MM-DD, inclusive, in the business's time zone; '' for no bound. */
  from: string;
  to: string;
  paymentMethod: PaymentMethod | '';
  customerId: string;
  productId: string;
}

/** Query keys of the sales feature (STYLE.md: one factory per resource). */
export const salesKeys = {
  all: ['sales'] as const,
  lists: () => [...salesKeys.all, 'list'] as const,
  businessLists: (businessId: string) => [...salesKeys.lists(), businessId] as const,
  list: (businessId: string, filters: SalesFilters) =>
    [...salesKeys.businessLists(businessId), filters] as const,
  details: () => [...salesKeys.all, 'detail'] as const,
  detail: (businessId: string, saleId: string) =>
    [...salesKeys.details(), businessId, saleId] as const,
  /** The POS's product search and the pickers (their own small fetchers, see search-*.ts). */
  products: (businessId: string, search: string) =>
    [...salesKeys.all, 'products', businessId, search] as const,
  /** The same search answered by the local catalogue (under products: invalidated with them). */
  localProducts: (businessId: string, search: string) =>
    [...salesKeys.all, 'products', businessId, 'local', search] as const,
  customers: (businessId: string, search: string) =>
    [...salesKeys.all, 'customers', businessId, search] as const,
};

/** The inventory feature's key root (features/inventory/api/keys.ts): a sale moves stock. */
export const INVENTORY_KEY_ROOT = ['inventory'] as const;
/** The customers feature's root: a sale changes a customer's totals and balance. */
export const CUSTOMERS_KEY_ROOT = ['customers'] as const;
