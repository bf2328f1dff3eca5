import { useQuery } from '@tanstack/react-query';
import { ShopOrderListResponseSchema } from '@app/contracts/shop-order';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { useFirstScreenShown } from '#src/lib/first-screen.tsx';
import { ordersKeys, ordersPath } from './keys.ts';

/** The navigation's badge: how many orders wait (status new). One row asked for; the count comes with it. */
export function useNewOrderCount(businessId: string) {
  // Asked for once the first screen has shown its content (ADR 023), not beside it.
  const enabled = useFirstScreenShown();
  return useQuery({
    enabled,
    queryKey: [...ordersKeys.business(businessId), 'new-count'] as const,
    queryFn: async ({ signal }) => {
      const data = await api
        .get(ordersPath(businessId), { searchParams: { status: 'new', limit: 1 }, signal })
        .json();
      return parseResponse(ShopOrderListResponseSchema, data).newCount;
    },
    refetchInterval: 60_000,
    staleTime: 30_000,
    // A badge is not worth retry noise on a flaky connection: the next interval asks again.
    retry: false,
  });
}
