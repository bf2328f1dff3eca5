import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRefundBody } from '@app/contracts/refunds';
import { RefundSchema, type Refund } from '@app/contracts/refund';
import { z } from 'zod';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';

/** The roots of what a refund changes: the sales feature's, the inventory's, the customers'. */
const CHANGED_KEY_ROOTS = [['sales'], ['inventory'], ['customers']] as const;

export interface CreateRefundInput {
  businessId: string;
  saleId: string;
  /** Carries its own client-made `id`, so a queue can send it again and it is recorded once. */
  body: CreateRefundBody & { id: string };
  /** Kept until the refund is answered: a retry replays it (platform/idempotency.ts). */
  idempotencyKey: string;
}

/**
 * POST /businesses/{id}/sales/{saleId}/refunds. A plain function of its input (no React), so
 * that an offline outbox can queue the same call and send it later.
 */
export async function createRefund({
  businessId,
  saleId,
  body,
  idempotencyKey,
}: CreateRefundInput): Promise<Refund> {
  const data = await api
    .post(
      `businesses/${encodeURIComponent(businessId)}/sales/${encodeURIComponent(saleId)}/refunds`,
      {
        json: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    )
    .json();
  return parseResponse(z.object({ refund: RefundSchema }), data).refund;
}

/** The refund, then the sale, the stock, the customers and the reports read again. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: (_refund, { businessId }) => {
      for (const queryKey of CHANGED_KEY_ROOTS) void queryClient.invalidateQueries({ queryKey });
      void invalidateChanged(queryClient, { businessId, topics: ['sales', 'stock', 'inventory'] });
    },
  });
}
