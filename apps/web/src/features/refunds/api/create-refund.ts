import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRefundBody } from '@app/contracts/refunds';
import { RefundSchema, type Refund } from '@app/contracts/refunds';
import { SaleResponseSchema } from '@app/contracts/sales';
import { z } from 'zod';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';
import { sendTillWrite } from '#src/lib/queued-writes.ts';
import { useSession } from '#src/lib/session.ts';

/** The roots of what a refund changes: the sales feature's, the inventory's, the customers'. */
const CHANGED_KEY_ROOTS = [['sales'], ['inventory'], ['customers']] as const;

export interface CreateRefundInput {
  businessId: string;
  saleId: string;
  /** Carries its own client-made `id`, so the queue can send it again and it is recorded once. */
  body: CreateRefundBody & { id: string };
}

const refundsPath = (businessId: string, saleId: string) =>
  `businesses/${encodeURIComponent(businessId)}/sales/${encodeURIComponent(saleId)}/refunds`;

const RefundResponse = z.object({ refund: RefundSchema });

/** The refund as its sale lists it (GET the sale): one another tab sent has no answer here. */
async function refundOf(input: CreateRefundInput): Promise<Refund> {
  const path = `businesses/${encodeURIComponent(input.businessId)}/sales/${encodeURIComponent(input.saleId)}`;
  const { sale } = parseResponse(SaleResponseSchema, await api.get(path).json());
  const refund = sale.refunds.find((r) => r.id === input.body.id);
  if (!refund) throw new Error('The refund is not on the server yet');
  return refund;
}

/**
 * POST /businesses/{id}/sales/{saleId}/refunds through the outbox (ADR 075), online too: a
 * refund goes after its sale and the sales before it, and offline it waits on this phone
 * (`queued`) with its Idempotency-Key and own id.
 */
export function queueRefund(userId: string, input: CreateRefundInput) {
  return sendTillWrite(
    {
      id: input.body.id,
      kind: 'refund',
      userId,
      businessId: input.businessId,
      path: refundsPath(input.businessId, input.saleId),
      body: input.body,
      recordedCodes: ['REFUND_ID_CONFLICT'],
      subject: { saleId: input.saleId, register: input.body.register },
    },
    (answer) => parseResponse(RefundResponse, answer).refund,
    () => refundOf(input),
  );
}

/** The refund, then the sale, the stock, the customers and the reports read again. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (input: CreateRefundInput) => queueRefund(userId, input),
    onSuccess: (result, { businessId }) => {
      if (result.queued) return;
      for (const queryKey of CHANGED_KEY_ROOTS) void queryClient.invalidateQueries({ queryKey });
      void invalidateChanged(queryClient, { businessId, topics: ['sales', 'stock', 'inventory'] });
    },
  });
}
