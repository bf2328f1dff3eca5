import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicShopResponseSchema } from '@app/contracts/shop';
import { api, ApiError, parseResponse } from '#src/lib/api-client.ts';
import { shopKeys, shopPath } from './keys.ts';

/** GET /shop/{identifier}: the shop as customers see it (no sign-in). */
export async function getPublicShop(identifier: string) {
  const data = await api.get(shopPath(identifier), { context: { skipAuthHandling: true } }).json();
  return parseResponse(PublicShopResponseSchema, data).shop;
}

export function getPublicShopQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: shopKeys.detail(identifier),
    queryFn: () => getPublicShop(identifier),
    staleTime: 60_000,
    // A hidden or unknown shop will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export const usePublicShop = (identifier: string) =>
  useQuery(getPublicShopQueryOptions(identifier));
