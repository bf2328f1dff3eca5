import type { ShopOrderStatus } from '@app/contracts/shop';

/** Query keys of the shop orders screen (STYLE.md: one factory per resource). */
export const ordersKeys = {
  all: ['shop-orders'] as const,
  business: (businessId: string) => [...ordersKeys.all, businessId] as const,
  list: (businessId: string, status: ShopOrderStatus | 'open' | 'all') =>
    [...ordersKeys.business(businessId), 'list', status] as const,
};

export const ordersPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/orders`;
