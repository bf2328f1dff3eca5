import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShopSettingsResponseSchema, type UpdateShopSettingsBody } from '@app/contracts/shop';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { businessPath, catalogKeys } from './keys.ts';

/** PUT /businesses/{id}/shop-settings: only the keys sent change. */
export async function updateShopSettings(businessId: string, body: UpdateShopSettingsBody) {
  const data = await api.put(`${businessPath(businessId)}/shop-settings`, { json: body }).json();
  return parseResponse(ShopSettingsResponseSchema, data).settings;
}

/** PUT /businesses/{id}/shop-settings/banner (multipart) or DELETE it. */
export async function replaceBanner(businessId: string, file: File | null) {
  const path = `${businessPath(businessId)}/shop-settings/banner`;
  let data: unknown;
  if (file) {
    const body = new FormData();
    body.append('banner', file);
    data = await api.put(path, { body }).json();
  } else {
    data = await api.delete(path).json();
  }
  return parseResponse(ShopSettingsResponseSchema, data).settings;
}

export function useUpdateShopSettings(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopSettingsBody) => updateShopSettings(businessId, body),
    onSuccess: (settings) => queryClient.setQueryData(catalogKeys.settings(businessId), settings),
  });
}

export function useReplaceBanner(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => replaceBanner(businessId, file),
    onSuccess: (settings) => queryClient.setQueryData(catalogKeys.settings(businessId), settings),
  });
}
