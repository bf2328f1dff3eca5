import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sale } from '@app/contracts/sales';
import { api } from '#src/lib/api-client.ts';
import { salesKeys } from './keys.ts';
import { parseSaleResponse } from './parse-sale.ts';
import { salePath } from './paths.ts';

/** GET /businesses/{id}/sales/{saleId}. */
export async function getSale(businessId: string, saleId: string, signal?: AbortSignal) {
  const data = await api.get(salePath(businessId, saleId), { signal }).json();
  return parseSaleResponse(data);
}

export function getSaleQueryOptions(businessId: string, saleId: string) {
  return queryOptions({
    queryKey: salesKeys.detail(businessId, saleId),
    queryFn: ({ signal }) => getSale(businessId, saleId, signal),
  });
}

/** One sale; the copy from the list row shows at once while the full one is read. */
export function useSale(businessId: string, saleId: string | null, placeholder?: Sale) {
  return useQuery({
    ...getSaleQueryOptions(businessId, saleId ?? ''),
    enabled: Boolean(saleId),
    placeholderData: placeholder,
  });
}
