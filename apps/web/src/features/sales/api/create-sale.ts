import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSaleBody, Sale } from '@app/contracts/sales';
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

/** POST /businesses/{id}/sales: the server computes every amount; its answer is the receipt. */
export async function createSale({ businessId, body, idempotencyKey }: CreateSaleInput) {
  const data = await api
    .post(salesPath(businessId), { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json();
  return parseSaleResponse(data);
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (sale: Sale, { businessId }) => {
      queryClient.setQueryData(salesKeys.detail(businessId, sale.id), sale);
      invalidateAfterSaleChange(queryClient, businessId);
    },
  });
}
