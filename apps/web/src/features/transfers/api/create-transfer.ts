import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TransferResponseSchema, type CreateTransferBody } from '@app/contracts/transfers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { transfersPath } from './keys.ts';

/** POST /businesses/{id}/transfers; the client's Idempotency-Key makes its retries safe. */
export async function createTransfer(businessId: string, body: CreateTransferBody) {
  const data = await api.post(transfersPath(businessId), { json: body }).json();
  return parseResponse(TransferResponseSchema, data).transfer;
}

export function useCreateTransfer(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTransferBody) => createTransfer(businessId, body),
    // Both businesses' stock changed: whatever shows either reads it again.
    onSuccess: (transfer) =>
      qc.invalidateQueries({
        predicate: (q) =>
          q.queryKey.includes(businessId) || q.queryKey.includes(transfer.toBusinessId),
      }),
  });
}
