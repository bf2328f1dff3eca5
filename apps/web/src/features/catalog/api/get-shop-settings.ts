import { queryOptions, useQuery } from '@tanstack/react-query';
import { ShopSettingsResponseSchema } from '@app/contracts/shop';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { businessPath, catalogKeys } from './keys.ts';

/** GET /businesses/{id}/shop-settings. */
export async function getShopSettings(businessId: string) {
  const data = await api.get(`${businessPath(businessId)}/shop-settings`).json();
  return parseResponse(ShopSettingsResponseSchema, data).settings;
}

export const getShopSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: catalogKeys.settings(businessId),
    queryFn: () => getShopSettings(businessId),
  });

export const useShopSettings = (businessId: string) =>
  useQuery(getShopSettingsQueryOptions(businessId));
