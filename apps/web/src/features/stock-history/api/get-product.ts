import { queryOptions, useQuery } from '@tanstack/react-query';
import { ItemResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { stockHistoryKeys } from './keys.ts';

/** GET /businesses/{id}/inventory/{itemId}: the product whose history is shown. */
export async function getProduct(businessId: string, productId: string) {
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/inventory/${encodeURIComponent(productId)}`)
    .json();
  return parseResponse(ItemResponseSchema, data).item;
}

export function getProductQueryOptions(businessId: string, productId: string) {
  return queryOptions({
    queryKey: stockHistoryKeys.product(businessId, productId),
    queryFn: () => getProduct(businessId, productId),
  });
}

export function useProduct(businessId: string, productId: string | undefined) {
  return useQuery({
    ...getProductQueryOptions(businessId, productId ?? ''),
    enabled: Boolean(productId),
  });
}
