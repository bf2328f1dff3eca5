import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ShopOrderListResponseSchema, type ShopOrderStatus } from '@app/contracts/shop';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { ordersKeys, ordersPath } from './keys.ts';

export const ORDERS_PAGE_SIZE = 30;
/** New orders arrive from customers at any time; until live signals reach this screen, look every 30 s. */
const REFRESH_MS = 30_000;

/** GET /businesses/{id}/orders: newest first, one cursor page, optionally one status. */
export async function getOrders(
  businessId: string,
  status: ShopOrderStatus | 'all',
  cursor: string | null,
  signal?: AbortSignal,
) {
  const searchParams = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) });
  if (status !== 'all') searchParams.set('status', status);
  if (cursor) searchParams.set('cursor', cursor);
  const data = await api.get(ordersPath(businessId), { searchParams, signal }).json();
  return parseResponse(ShopOrderListResponseSchema, data);
}

export const getOrdersQueryOptions = (businessId: string, status: ShopOrderStatus | 'all') =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(businessId, status),
    queryFn: ({ pageParam, signal }) => getOrders(businessId, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: REFRESH_MS,
  });

export function useOrders(businessId: string, status: ShopOrderStatus | 'all') {
  return useInfiniteQuery({
    ...getOrdersQueryOptions(businessId, status),
    placeholderData: keepPreviousData,
  });
}
