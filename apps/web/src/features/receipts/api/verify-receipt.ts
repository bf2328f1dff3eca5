import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ReceiptVerificationResponseSchema,
  type ReceiptVerification,
} from '@app/contracts/receipts';
import { api, parseResponse, type ApiContext } from '#src/lib/api-client.ts';
import { prepareMoneyFormats } from '#src/lib/format.ts';
import { receiptKeys } from './keys.ts';

/**
 * GET /receipts/{code} (public, no sign-in): `{ valid: true, receipt }` for a genuine receipt,
 * `{ valid: false }` for anything else. A signed-in visitor's token is not needed, and a refusal
 * here must never end their session.
 */
export async function verifyReceipt(
  code: string,
  signal?: AbortSignal,
): Promise<ReceiptVerification> {
  // The answer shows money: ICU's number data loads while the request is out (lib/format.ts).
  prepareMoneyFormats();
  const data = await api
    .get(`receipts/${encodeURIComponent(code)}`, {
      signal,
      context: { skipAuthHandling: true } satisfies ApiContext,
    })
    .json();
  const parsed = parseResponse(ReceiptVerificationResponseSchema, data);
  // A "valid" answer without its receipt proves nothing: shown as not verified.
  return parsed.valid && !parsed.receipt ? { valid: false } : parsed;
}

export function verifyReceiptQueryOptions(code: string) {
  return queryOptions({
    queryKey: receiptKeys.public(code),
    queryFn: ({ signal }) => verifyReceipt(code, signal),
    // The answer can change (a sale edited or deleted): checked again on every visit.
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}

/** Checks `code` when there is one; nothing is asked while it is null. */
export function useVerifyReceipt(code: string | null) {
  return useQuery({ ...verifyReceiptQueryOptions(code ?? ''), enabled: Boolean(code) });
}
