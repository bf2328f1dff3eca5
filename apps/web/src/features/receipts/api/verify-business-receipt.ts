import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BusinessReceiptVerificationResponseSchema,
  type BusinessReceiptVerification,
} from '@app/contracts/sales';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { receiptKeys } from './keys.ts';

/** GET /businesses/{id}/receipts/{code}: the sale, when the code is one of this business's. */
export async function verifyBusinessReceipt(
  businessId: string,
  code: string,
  signal?: AbortSignal,
): Promise<BusinessReceiptVerification> {
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/receipts/${encodeURIComponent(code)}`, {
      signal,
    })
    .json();
  const parsed = parseResponse(BusinessReceiptVerificationResponseSchema, data);
  return parsed.valid && !parsed.sale ? { valid: false } : parsed;
}

export function verifyBusinessReceiptQueryOptions(businessId: string, code: string) {
  return queryOptions({
    queryKey: receiptKeys.business(businessId, code),
    queryFn: ({ signal }) => verifyBusinessReceipt(businessId, code, signal),
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}

export function useVerifyBusinessReceipt(businessId: string, code: string | null) {
  return useQuery({
    ...verifyBusinessReceiptQueryOptions(businessId, code ?? ''),
    enabled: Boolean(code),
  });
}
