import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateSaleBody, Sale } from '@app/contracts/sales';
import type { BeforeRequestHook } from 'ky';
import { api } from '#src/lib/api-client.ts';
import { invalidateAfterSaleChange } from './invalidate.ts';
import { salesKeys } from './keys.ts';
import { parseSaleResponse } from './parse-sale.ts';
import { salesPath } from './paths.ts';

export interface CreateSaleInput {
  businessId: string;
  body: CreateSaleBody;
  /**
   * Kept by the checkout until the sale is answered: the client's automatic retries and a retry
   * by hand after a network failure both replay it, so the server records the sale once.
   */
  idempotencyKey: string;
}

/**
 * The body as each attempt sends it (the client's own retries included): a sale with its device
 * time also says what the device's clock reads now, `sentAt`, so the server dates the sale by the
 * time that passed on this device, right even when the clock is hours off.
 */
export function withSentAt(body: CreateSaleBody, deviceNowMs: number = Date.now()): CreateSaleBody {
  if (body.soldAt === undefined) return body;
  return { ...body, sentAt: new Date(deviceNowMs).toISOString() };
}

const stampSentAt =
  (body: CreateSaleBody): BeforeRequestHook =>
  (request) =>
    new Request(request, { body: JSON.stringify(withSentAt(body)) });

/** POST /businesses/{id}/sales: the server computes every amount; its answer is the receipt. */
export async function createSale({ businessId, body, idempotencyKey }: CreateSaleInput) {
  const data = await api
    .post(salesPath(businessId), {
      json: body,
      headers: { 'Idempotency-Key': idempotencyKey },
      hooks: { beforeRequest: [stampSentAt(body)] },
    })
    .json();
  return parseSaleResponse(data);
}

/** A sale the server recorded: its receipt is cached and what it changed is refetched. */
export function rememberRecordedSale(queryClient: QueryClient, businessId: string, sale: Sale) {
  queryClient.setQueryData(salesKeys.detail(businessId, sale.id), sale);
  invalidateAfterSaleChange(queryClient, businessId);
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (sale: Sale, { businessId }) => rememberRecordedSale(queryClient, businessId, sale),
  });
}
